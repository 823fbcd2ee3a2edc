import CDBus

/// A value this code writes into a D-Bus message.
enum DBusArgument {
    case string(String)
    case uint32(UInt32)
    case int32(Int32)
    /// `as`.
    case strings([String])
    /// `a{sv}` with string values.
    case stringHints([(String, String)])
}
