import Foundation
import KadoApp
import KadoCore

/// An inotify descriptor on a folder: readable when a file in it is created, written, renamed
/// or removed. Unavailable (`nil`) off Linux or when the folder does not exist.
final class FolderNotifier {
    /// The inotify descriptor, non-blocking.
    let descriptor: Int32

    init?(folder: String) {
        #if os(Linux)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let mask = UInt32(IN_CREATE) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE)
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
        #else
            return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Reads the pending events away; returns whether one of them was about the file `name`.
    func drain(touching name: String) -> Bool {
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let target = Array(name.utf8)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            // Each event: wd (4 bytes), mask (4), cookie (4), len (4), then len bytes of name, NUL-padded.
            var offset = 0
            while offset + 16 <= count {
                let length = buffer[offset + 12..<offset + 16].reversed().reduce(0) { $0 << 8 | Int($1) }
                let nameBytes = buffer[offset + 16..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                if Array(nameBytes) == target { touched = true }
                offset += 16 + length
            }
        }
        return touched
    }
}
