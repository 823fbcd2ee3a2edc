import CDBus

/// A signal received: who sent it, which one, its values.
struct DBusSignal {
    let interface: String
    let member: String
    let values: [DBusValue]
}
