import CDBus

/// An error the bus or a service answered with (`org.freedesktop.DBus.Error.ServiceUnknown`, …).
struct DBusFailure: Error, Equatable {
    let name: String
    let message: String
}
