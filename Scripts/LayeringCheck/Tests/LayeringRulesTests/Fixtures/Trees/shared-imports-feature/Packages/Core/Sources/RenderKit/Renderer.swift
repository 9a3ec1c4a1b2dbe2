enum Renderer {}
