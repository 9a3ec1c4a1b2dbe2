/// What a tolerant read left out, collected while the document is read.
final class DropLog {
    var drops: [NavigationSnapshotDrop] = []
}
