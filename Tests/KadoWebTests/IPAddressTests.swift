import Foundation
import Testing

@testable import KadoWeb

#if canImport(Glibc)
    import Glibc
#endif

/// Addresses and ranges, decided on their bytes: what is loopback, what a `--trust-proxy`
/// range contains, and what text is no address at all.
@Suite("IP addresses and ranges")
struct IPAddressTests {
    @Test(
        "text is read as its address, written back in the usual form, or refused",
        arguments: [
            ("127.0.0.1", "127.0.0.1"), ("192.0.2.255", "192.0.2.255"), ("0.0.0.0", "0.0.0.0"),
            ("::1", "::1"), ("2001:DB8::1", "2001:db8::1"), ("2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"),
            ("::", "::"), ("fe80::1", "fe80::1"),
            // IPv4-mapped IPv6 is the IPv4 address.
            ("::ffff:127.0.0.2", "127.0.0.2"), ("::FFFF:192.0.2.7", "192.0.2.7"), ("::ffff:7f00:1", "127.0.0.1"),
            // Not mapped: IPv4-compatible (deprecated) and NAT64 stay IPv6.
            ("::127.0.0.1", "::127.0.0.1"), ("64:ff9b::7f00:1", "64:ff9b::7f00:1"),
        ])
    func parses(text: String, written: String) throws {
        let address = try #require(IPAddress(text))
        #expect(address.description == written)
        #expect(IPAddress(written) == address)
    }

    @Test(
        "garbage, zones, brackets, ports, host names and odd IPv4 spellings are no address",
        arguments: [
            "", " ", "localhost", "kado.example.org", "127.0.0.1 ", " 127.0.0.1", "127.0.0.1:80", "[::1]", "[::1]:80",
            "fe80::1%eth0", "fe80::1%25eth0", "::1%lo", "256.0.0.1", "1.2.3", "1.2.3.4.5", "01.2.3.4", "0x7f.0.0.1",
            "127.1", "2130706433", "1:2:3:4:5:6:7:8:9", "::ffff:300.0.0.1", "12345::", "1.2.3.4/8", "unknown",
            "_hidden", "-1.2.3.4", "１.２.３.４", "127.0.0.1\u{0}.evil", String(repeating: "1", count: 100),
        ])
    func refuses(text: String) {
        #expect(IPAddress(text) == nil, "\(text)")
    }

    @Test(
        "loopback is 127.0.0.0/8, ::1 and their mapped forms; nothing else",
        arguments: [
            ("127.0.0.1", true), ("127.0.0.2", true), ("127.255.255.254", true), ("::1", true),
            ("::ffff:127.0.0.2", true), ("::ffff:127.255.0.1", true), ("0:0:0:0:0:0:0:1", true),
            ("128.0.0.1", false), ("126.255.255.255", false), ("10.0.0.1", false), ("0.0.0.0", false), ("::", false),
            ("::2", false), ("::127.0.0.1", false), ("::ffff:128.0.0.1", false), ("fe80::1", false),
            ("64:ff9b::7f00:1", false), ("1::1", false),
        ])
    func loopback(text: String, isLoopback: Bool) throws {
        #expect(try #require(IPAddress(text)).isLoopback == isLoopback, "\(text)")
    }

    @Test("an address from a socket: IPv4, IPv6, and an IPv4 client of a dual-stack socket as IPv4")
    func fromSocket() throws {
        var v4 = sockaddr_in()
        v4.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "192.0.2.7", &v4.sin_addr)
        #expect(IPAddress(socketAddress: Self.storage(of: v4)) == IPAddress("192.0.2.7"))

        for (text, expected) in [("::ffff:127.0.0.2", "127.0.0.2"), ("2001:db8::5", "2001:db8::5"), ("::1", "::1")] {
            var v6 = sockaddr_in6()
            v6.sin6_family = sa_family_t(AF_INET6)
            inet_pton(AF_INET6, text, &v6.sin6_addr)
            let address = try #require(IPAddress(socketAddress: Self.storage(of: v6)))
            #expect(address.description == expected)
        }
        let mapped = try #require(IPAddress(socketAddress: Self.storage(of: Self.v6("::ffff:127.0.0.2"))))
        #expect(mapped.isLoopback && mapped.isIPv4)

        var unix = sockaddr_storage()
        unix.ss_family = sa_family_t(AF_UNIX)
        #expect(IPAddress(socketAddress: unix) == nil)
    }

    @Test(
        "a range contains the addresses that share its prefix, of its family only",
        arguments: [
            ("127.0.0.1", "127.0.0.1", true), ("127.0.0.1", "127.0.0.2", false), ("127.0.0.1/32", "127.0.0.1", true),
            ("127.0.0.0/8", "127.9.8.7", true), ("127.0.0.0/8", "128.0.0.1", false), ("10.0.0.0/8", "10.255.1.2", true),
            ("10.0.0.0/8", "11.0.0.0", false), ("192.168.1.77/24", "192.168.1.3", true),
            ("192.168.1.0/24", "192.168.2.3", false), ("172.16.0.0/12", "172.31.255.255", true),
            ("172.16.0.0/12", "172.32.0.0", false), ("0.0.0.0/0", "203.0.113.9", true),
            ("0.0.0.0/0", "2001:db8::1", false), ("10.1.2.3/31", "10.1.2.2", true), ("10.1.2.3/31", "10.1.2.4", false),
            ("::1", "::1", true), ("::1", "::2", false), ("::1/128", "127.0.0.1", false),
            ("fd00::/8", "fd12:3456::1", true), ("fd00::/8", "fe00::1", false),
            ("2001:db8::/32", "2001:db8:ffff::", true),
            ("2001:db8::/33", "2001:db8:8000::", false), ("::/0", "2001:db8::1", true), ("::/0", "127.0.0.1", false),
            // Mapped ranges are IPv4 ranges; mapped addresses are IPv4 addresses.
            ("::ffff:127.0.0.0/104", "127.0.0.2", true), ("::ffff:127.0.0.0/104", "::ffff:127.3.2.1", true),
            ("::ffff:127.0.0.0/104", "128.0.0.1", false), ("127.0.0.0/8", "::ffff:127.0.0.2", true),
            ("::ffff:0:0/96", "198.51.100.1", true), ("::ffff:10.0.0.1", "10.0.0.1", true),
        ])
    func contains(range: String, address: String, contained: Bool) throws {
        let parsed = try #require(IPAddressRange(range), "\(range)")
        #expect(parsed.contains(try #require(IPAddress(address))) == contained, "\(range) ∋ \(address)")
    }

    @Test("a range keeps its first address and prefix; the bits past the prefix are dropped")
    func normalizes() throws {
        #expect(IPAddressRange("192.168.1.77/24")?.description == "192.168.1.0/24")
        #expect(IPAddressRange("127.0.0.1")?.description == "127.0.0.1/32")
        #expect(IPAddressRange("::1")?.description == "::1/128")
        #expect(IPAddressRange("2001:db8::1/32")?.description == "2001:db8::/32")
        #expect(IPAddressRange("::ffff:127.0.0.1/104")?.description == "127.0.0.0/8")
        #expect(IPAddressRange("10.0.0.1/0")?.description == "0.0.0.0/0")
    }

    @Test(
        "a range that is no address, or whose prefix is no length of its family, is refused",
        arguments: [
            "", "/8", "10.0.0.0/", "10.0.0.0/33", "10.0.0.0/-1", "10.0.0.0/+8", "10.0.0.0/8/8", "10.0.0.0/ 8",
            "10.0.0.0/0x8", "10.0.0.0/08a", "::/129", "::1/1000", "localhost", "proxy.lan/32", "fe80::1%eth0/64",
            "::ffff:127.0.0.1/80", "[::1]/128", "10.0.0.0/８", "10.0.0.0 /8",
        ])
    func refusesRanges(text: String) {
        #expect(IPAddressRange(text) == nil, "\(text)")
    }

    private static func v6(_ text: String) -> sockaddr_in6 {
        var v6 = sockaddr_in6()
        v6.sin6_family = sa_family_t(AF_INET6)
        inet_pton(AF_INET6, text, &v6.sin6_addr)
        return v6
    }

    private static func storage<Address>(of address: Address) -> sockaddr_storage {
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { target in
            withUnsafeBytes(of: address) { target.copyBytes(from: $0) }
        }
        return storage
    }
}
