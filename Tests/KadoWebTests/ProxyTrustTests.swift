import Foundation
import Testing

@testable import KadoWeb

/// What forwarding headers are believed, from whom, and what a request then needs: the client
/// behind a trusted proxy (walking its headers from the right), the host it asked for, whether
/// it came over HTTPS, and whether it needs a credential. Spoofing attempts are in the tables.
@Suite("Trusted proxies and forwarding headers")
struct ProxyTrustTests {
    static let proxy = "127.0.0.1"
    static let trust = ProxyTrust(trustedProxies: ["127.0.0.1", "10.0.0.0/8"].compactMap(IPAddressRange.init))

    /// The provenance of a request from `peer` naming `host`, with `headers`.
    static func provenance(
        peer: String = proxy, host: String? = "kado.example.org", _ headers: [(String, String)] = [],
        tls: Bool = false, trust: ProxyTrust = trust
    ) -> RequestProvenance {
        var all = HTTPHeaders(host.map { [("Host", $0)] } ?? [])
        for (name, value) in headers { all.add(name, value) }
        var request = HTTPRequest(method: "GET", path: "/", headers: all, peer: IPAddress(peer) ?? .loopbackIPv6)
        request.arrivedOverTLS = tls
        return trust.provenance(of: request)
    }

    @Test(
        "Forwarded elements: tokens, quoted strings, [v6]:port, unknown and obfuscated names, any case",
        arguments: [
            ("for=192.0.2.60", "192.0.2.60"), ("For=192.0.2.60;proto=https", "192.0.2.60"),
            ("for=\"192.0.2.60:4711\"", "192.0.2.60"), ("for=\"[2001:db8:cafe::17]:4711\"", "2001:db8:cafe::17"),
            ("for=\"[2001:db8:cafe::17]\"", "2001:db8:cafe::17"), ("for=\"[::ffff:127.0.0.2]\"", "127.0.0.2"),
            ("for=unknown", nil), ("for=_hidden", nil), ("for=\"_gazonk\"", nil), ("for=\"[::1]:_port\"", "::1"),
            ("for=\"\\1\\9\\2.0.2.60\"", "192.0.2.60"), ("for=192.0.2.60;by=10.1.1.1;host=a.example", "192.0.2.60"),
            ("for=kado.example.org", nil), ("for=\"[2001:db8::1]:99999\"", nil), ("for=\"[fe80::1%eth0]\"", nil),
            ("for=1.2.3.4:", nil),
        ])
    func forwardedNodes(element: String, client: String?) throws {
        let hop = try #require(ForwardingHeaders.hop(ofElement: element), "\(element)")
        #expect(hop.client?.address == client.flatMap(IPAddress.init), "\(element)")
    }

    @Test(
        "malformed Forwarded elements are refused whole",
        arguments: [
            "for", "=1.2.3.4", "for=", "for=\"1.2.3.4", "for=\"1.2.3.4\"x", "for=1.2.3.4;for=5.6.7.8", "for=a b",
            "for=\"\"", "for=1.2.3.4;proto",
        ])
    func malformedElements(element: String) {
        #expect(ForwardingHeaders.hop(ofElement: element) == nil, "\(element)")
    }

    @Test("quoted commas and semicolons do not split a Forwarded list")
    func quotedSeparators() throws {
        var headers = HTTPHeaders()
        headers.add("Forwarded", "for=\"_a,b;c\";proto=https, for=192.0.2.1")
        headers.add("Forwarded", "for=10.0.0.1")
        let hops = try #require(ForwardingHeaders.forwarded(headers))
        #expect(hops.count == 3)
        #expect(hops[0].client == .unknown && hops[0].proto == "https")
        #expect(hops.map { $0.client?.address?.description } == [nil, "192.0.2.1", "10.0.0.1"])
    }

    /// Forwarding headers from the trusted proxy, and the client they make (`nil`: unknown).
    static let clients: [([(String, String)], String?)] = [
        // X-Forwarded-For, as Caddy (one entry) and nginx's $proxy_add_x_forwarded_for (appended) write it.
        ([("X-Forwarded-For", "203.0.113.9")], "203.0.113.9"),
        ([("X-Forwarded-For", "203.0.113.9, 10.1.2.3")], "203.0.113.9"),
        ([("X-Forwarded-For", "203.0.113.9"), ("X-Forwarded-For", "10.1.2.3")], "203.0.113.9"),
        ([("X-Forwarded-For", "198.51.100.1, 203.0.113.9, 10.1.2.3")], "203.0.113.9"),
        ([("X-Forwarded-For", "[2001:db8::9]:1234")], "2001:db8::9"),
        ([("X-Forwarded-For", "203.0.113.9:5555")], "203.0.113.9"),
        ([("X-Forwarded-For", "127.0.0.1")], "127.0.0.1"),
        ([("X-Forwarded-For", "::ffff:127.0.0.2")], "127.0.0.2"),
        // Every hop a trusted proxy: the leftmost.
        ([("X-Forwarded-For", "10.9.9.9, 10.1.1.1")], "10.9.9.9"),
        // Spoofing: what the client wrote stays on the left of what the proxy appended.
        ([("X-Forwarded-For", "127.0.0.1, 203.0.113.9")], "203.0.113.9"),
        ([("X-Forwarded-For", "127.0.0.1,203.0.113.9")], "203.0.113.9"),
        ([("X-Forwarded-For", "127.0.0.1, ::1, 203.0.113.9, 10.0.0.2")], "203.0.113.9"),
        // Something that is no address, nearer than any address: unknown, never loopback.
        ([("X-Forwarded-For", "127.0.0.1, garbage")], nil),
        ([("X-Forwarded-For", "127.0.0.1, ")], nil), ([("X-Forwarded-For", "")], nil),
        ([("X-Forwarded-For", "127.0.0.1, unknown")], nil),
        // Forwarded.
        ([("Forwarded", "for=203.0.113.9;proto=https")], "203.0.113.9"),
        ([("Forwarded", "for=127.0.0.1, for=203.0.113.9")], "203.0.113.9"),
        ([("Forwarded", "for=203.0.113.9, for=10.0.0.7")], "203.0.113.9"),
        ([("Forwarded", "for=unknown")], nil), ([("Forwarded", "for=_hidden, for=10.0.0.7")], nil),
        ([("Forwarded", "for=\"127.0.0.1")], nil), ([("Forwarded", "proto=https")], nil),
        // Both kinds: believed when they agree; a client's own Forwarded passed through beside the
        // proxy's X-Forwarded-For makes the client unknown.
        ([("Forwarded", "for=203.0.113.9"), ("X-Forwarded-For", "203.0.113.9")], "203.0.113.9"),
        ([("Forwarded", "for=127.0.0.1;host=localhost"), ("X-Forwarded-For", "203.0.113.9")], nil),
        // -Proto or -Host without -For: the proxy did not say whom it forwarded for.
        ([("X-Forwarded-Proto", "https")], nil), ([("X-Forwarded-Host", "localhost")], nil),
    ]

    @Test("the client is the first address from the right that is not a trusted proxy", arguments: clients)
    func client(headers: [(String, String)], client: String?) {
        let provenance = Self.provenance(headers)
        #expect(provenance.client == client.flatMap(IPAddress.init), "\(headers)")
        #expect(!provenance.isUntrustedForwarding)
        #expect(provenance.peer == IPAddress(Self.proxy))
    }

    /// A peer, the Host it names, its forwarding headers, and whether it needs a credential.
    static let credentials: [(String, String?, [(String, String)], Bool)] = [
        // Straight from this machine.
        ("127.0.0.1", "127.0.0.1:4810", [], false), ("127.0.0.1", "localhost:4810", [], false),
        ("127.0.0.1", "[::1]:4810", [], false), ("::1", "localhost", [], false),
        ("127.0.0.2", "127.0.0.1:4810", [], false),
        // A name allowed with --allow-host is the network's way in, even from loopback.
        ("127.0.0.1", "kado.example.org", [], true), ("127.0.0.1", "mypc.local:4810", [], true),
        ("127.0.0.1", "localhost.example.org", [], true), ("127.0.0.1", nil, [], true),
        // Another machine, directly.
        ("192.0.2.10", "192.0.2.1:4810", [], true), ("192.0.2.10", "localhost", [], true),
        // Through the trusted proxy on this machine.
        ("127.0.0.1", "127.0.0.1", [("X-Forwarded-For", "203.0.113.9")], true),
        ("127.0.0.1", "127.0.0.1", [("X-Forwarded-For", "127.0.0.1")], false),
        ("127.0.0.1", "127.0.0.1", [("X-Forwarded-For", "::ffff:127.0.0.2")], false),
        ("127.0.0.1", "127.0.0.1", [("X-Forwarded-For", "127.0.0.1"), ("X-Forwarded-Host", "kado.example.org")], true),
        ("127.0.0.1", "kado.example.org", [("X-Forwarded-For", "127.0.0.1, 203.0.113.9")], true),
        ("127.0.0.1", "kado.example.org", [("X-Forwarded-For", "unknown")], true),
        // Spoofing through the proxy: the client's own entries are left of the proxy's.
        ("127.0.0.1", "127.0.0.1", [("X-Forwarded-For", "127.0.0.1, 203.0.113.9")], true),
        (
            "127.0.0.1", "kado.example.org",
            [("X-Forwarded-For", "203.0.113.9"), ("Forwarded", "for=127.0.0.1;host=\"127.0.0.1\"")], true
        ),
        // From a peer not trusted, forwarding headers make nothing local: the request is refused.
        ("192.0.2.10", "127.0.0.1", [("X-Forwarded-For", "127.0.0.1")], true),
    ]

    @Test(
        "a credential is needed unless the client is loopback and asked for localhost or an IP address",
        arguments: credentials)
    func credential(peer: String, host: String?, headers: [(String, String)], needed: Bool) {
        let provenance = Self.provenance(peer: peer, host: host, headers)
        #expect(provenance.needsCredential == needed, "\(peer) \(host ?? "-") \(headers)")
    }

    @Test("the host and the scheme are the trusted proxy's; the Host header otherwise")
    func hostAndScheme() {
        let plain = Self.provenance(host: "127.0.0.1:4810")
        #expect(plain.host == "127.0.0.1:4810" && !plain.isSecure && plain.client == IPAddress("127.0.0.1"))
        #expect(Self.provenance(host: "127.0.0.1:4810", tls: true).isSecure)

        let caddy = Self.provenance(
            host: "127.0.0.1:4810",
            [
                ("X-Forwarded-For", "203.0.113.9"), ("X-Forwarded-Proto", "https"),
                ("X-Forwarded-Host", "kado.example.org"),
            ])
        #expect(caddy.host == "kado.example.org" && caddy.isSecure)
        // Lists: the last entries are the nearest proxy's.
        let listed = Self.provenance(
            [("X-Forwarded-For", "203.0.113.9"), ("X-Forwarded-Proto", "https, http"), ("X-Forwarded-Host", "a, b")])
        #expect(listed.host == "b" && !listed.isSecure)
        let standard = Self.provenance(
            host: "127.0.0.1", [("Forwarded", "for=203.0.113.9;proto=HTTPS;host=\"kado.example.org:8443\"")])
        #expect(standard.host == "kado.example.org:8443" && standard.isSecure)
        // Without a forwarded host, the Host header is the client's.
        #expect(Self.provenance(host: "mypc.local", [("X-Forwarded-For", "203.0.113.9")]).host == "mypc.local")
    }

    @Test("forwarding headers from a peer that is not trusted are believed in nothing, and flagged")
    func untrusted() {
        for headers in [
            [("X-Forwarded-For", "127.0.0.1")], [("x-forwarded-proto", "https")], [("X-Forwarded-Host", "localhost")],
            [("Forwarded", "for=127.0.0.1")], [("Forwarded", "")],
        ] {
            let provenance = Self.provenance(peer: "192.0.2.10", host: "192.0.2.1", headers)
            #expect(provenance.isUntrustedForwarding, "\(headers)")
            #expect(provenance.client == IPAddress("192.0.2.10"))
            #expect(provenance.host == "192.0.2.1")
            #expect(!provenance.isSecure)
            #expect(provenance.needsCredential)
        }
        // With no proxy trusted at all, the same on loopback: a proxy on this machine not named.
        let local = Self.provenance(
            peer: "127.0.0.1", host: "127.0.0.1", [("X-Forwarded-For", "203.0.113.9")],
            trust: ProxyTrust(trustedProxies: []))
        #expect(local.isUntrustedForwarding && local.needsCredential)
        #expect(!Self.provenance(peer: "192.0.2.10", host: "192.0.2.1").isUntrustedForwarding)
    }
}
