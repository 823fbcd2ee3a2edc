#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension IPAddress {
    /// The address in a socket address `accept` filled (IPv4 or IPv6; an IPv4 client of a
    /// dual-stack socket, `::ffff:a.b.c.d`, as its IPv4 address); `nil` for another family.
    init?(socketAddress storage: sockaddr_storage) {
        var storage = storage
        let family = Int32(storage.ss_family)
        let bytes: [UInt8]? = withUnsafePointer(to: &storage) { pointer in
            switch family {
            case AF_INET:
                return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    withUnsafeBytes(of: $0.pointee.sin_addr) { Array($0) }
                }
            case AF_INET6:
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) }
                }
            default:
                return nil
            }
        }
        guard let bytes else { return nil }
        self.init(bytes: bytes)
    }
}
