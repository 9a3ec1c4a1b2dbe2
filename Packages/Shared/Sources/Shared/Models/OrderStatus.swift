/// Where an order is in its life.
public enum OrderStatus: String, Hashable, Codable, Sendable {
    case placed, shipped, cancelled
}
