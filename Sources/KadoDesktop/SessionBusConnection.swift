import CDBus

/// A private connection to a D-Bus bus through libdbus, used from one thread only (the
/// notifier's); closed and freed in `deinit`.
final class SessionBusConnection {
    private let connection: OpaquePointer

    /// Connects to the bus at `address` and says hello to it.
    /// - Throws: ``DBusFailure`` when the bus cannot be reached or refuses.
    init(address: String) throws(DBusFailure) {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw Self.failure(taking: &error, or: "cannot connect")
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            let failure = Self.failure(taking: &error, or: "the bus refused the connection")
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw failure
        }
        self.connection = connection
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Whether the connection is still up.
    var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

    /// Calls `member` of `interface` on `path` at `destination` and waits for its answer.
    /// - Throws: ``DBusFailure``: the service's error, a timeout, a lost connection.
    func call(
        _ destination: String, _ path: String, _ interface: String, _ member: String, _ arguments: [DBusArgument] = [],
        timeoutMilliseconds: Int32 = 5000
    ) throws(DBusFailure) -> [DBusValue] {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else {
            throw DBusFailure(name: "org.kado.Error.NoMemory", message: "cannot make a message")
        }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in arguments {
            guard Self.append(argument, to: &iterator) else {
                throw DBusFailure(
                    name: "org.kado.Error.InvalidArgs", message: "cannot write the arguments of \(member)")
            }
        }
        var error = DBusError()
        dbus_error_init(&error)
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, &error)
        else {
            throw Self.failure(taking: &error, or: "no answer to \(member)")
        }
        defer { dbus_message_unref(reply) }
        return Self.values(of: reply)
    }

    /// Asks the bus for the signals `rule` matches (`type='signal',interface='…'`).
    func addMatch(_ rule: String) throws(DBusFailure) {
        var error = DBusError()
        dbus_error_init(&error)
        dbus_bus_add_match(connection, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw Self.failure(taking: &error, or: "cannot watch signals") }
    }

    /// The signals received, waiting up to `timeoutMilliseconds` when none is queued yet;
    /// `nil` once the connection is lost.
    func signals(waitingUpTo timeoutMilliseconds: Int32) -> [DBusSignal]? {
        var found = drain()
        if found.isEmpty {
            guard dbus_connection_read_write(connection, timeoutMilliseconds) != 0 else { return nil }
            found = drain()
        }
        return found
    }

    private func drain() -> [DBusSignal] {
        var found: [DBusSignal] = []
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            guard dbus_message_get_type(message) == Int32(DBUS_MESSAGE_TYPE_SIGNAL),
                let interface = dbus_message_get_interface(message), let member = dbus_message_get_member(message)
            else { continue }
            found.append(
                DBusSignal(
                    interface: String(cString: interface), member: String(cString: member),
                    values: Self.values(of: message)))
        }
        return found
    }

    // MARK: - Messages

    private static func type(_ code: Character) -> Int32 { Int32(code.asciiValue ?? 0) }

    private static func append(_ argument: DBusArgument, to iterator: inout DBusMessageIter) -> Bool {
        switch argument {
        case .string(let text):
            return appendString(text, to: &iterator)
        case .uint32(var value):
            return dbus_message_iter_append_basic(&iterator, type("u"), &value) != 0
        case .int32(var value):
            return dbus_message_iter_append_basic(&iterator, type("i"), &value) != 0
        case .strings(let texts):
            var array = DBusMessageIter()
            guard dbus_message_iter_open_container(&iterator, type("a"), "s", &array) != 0 else { return false }
            var written = true
            for text in texts where written { written = appendString(text, to: &array) }
            return dbus_message_iter_close_container(&iterator, &array) != 0 && written
        case .stringHints(let hints):
            var array = DBusMessageIter()
            guard dbus_message_iter_open_container(&iterator, type("a"), "{sv}", &array) != 0 else { return false }
            var written = true
            for (key, value) in hints where written {
                var entry = DBusMessageIter()
                var variant = DBusMessageIter()
                written =
                    dbus_message_iter_open_container(&array, type("e"), nil, &entry) != 0
                    && appendString(key, to: &entry)
                    && dbus_message_iter_open_container(&entry, type("v"), "s", &variant) != 0
                    && appendString(value, to: &variant)
                    && dbus_message_iter_close_container(&entry, &variant) != 0
                    && dbus_message_iter_close_container(&array, &entry) != 0
            }
            return dbus_message_iter_close_container(&iterator, &array) != 0 && written
        }
    }

    private static func appendString(_ text: String, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            return dbus_message_iter_append_basic(&iterator, type("s"), &pointer) != 0
        }
    }

    private static func values(of message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        var values: [DBusValue] = []
        repeat {
            values.append(value(at: &iterator))
        } while dbus_message_iter_next(&iterator) != 0
        return values
    }

    private static func value(at iterator: inout DBusMessageIter) -> DBusValue {
        switch dbus_message_iter_get_arg_type(&iterator) {
        case type("s"):
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &pointer)
            return .string(pointer.map { String(cString: $0) } ?? "")
        case type("u"):
            var number: UInt32 = 0
            dbus_message_iter_get_basic(&iterator, &number)
            return .uint32(number)
        case type("b"):
            var flag: dbus_bool_t = 0
            dbus_message_iter_get_basic(&iterator, &flag)
            return .bool(flag != 0)
        case type("a"):
            guard dbus_message_iter_get_element_type(&iterator) == type("s") else { return .other }
            var element = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &element)
            var texts: [String] = []
            while dbus_message_iter_get_arg_type(&element) == type("s") {
                var pointer: UnsafePointer<CChar>?
                dbus_message_iter_get_basic(&element, &pointer)
                texts.append(pointer.map { String(cString: $0) } ?? "")
                dbus_message_iter_next(&element)
            }
            return .strings(texts)
        default:
            return .other
        }
    }

    /// The failure `error` holds (freeing it), or `fallback` when it holds none.
    private static func failure(taking error: inout DBusError, or fallback: String) -> DBusFailure {
        defer { dbus_error_free(&error) }
        guard dbus_error_is_set(&error) != 0 else { return DBusFailure(name: "", message: fallback) }
        return DBusFailure(
            name: error.name.map { String(cString: $0) } ?? "",
            message: error.message.map { String(cString: $0) } ?? fallback)
    }
}
