import CDBus

/// A value read from a D-Bus message (the types the notification service answers with).
enum DBusValue: Equatable {
    case string(String)
    case uint32(UInt32)
    case bool(Bool)
    case strings([String])
    case other
}
