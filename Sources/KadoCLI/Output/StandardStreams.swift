import Foundation
import KadoApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output and error, written with `write(2)` and checked: a stream that
/// cannot be written (a full disk, `/dev/full`, a closed descriptor, a reader that went away)
/// is remembered instead of trapping, as `FileHandle.write(_:)` does, and ``finish(_:)`` turns it
/// into a message and an exit code.
///
/// `main.swift` makes one, calls ``prepare()`` before anything opens a file, hands
/// ``writeOutput(_:)`` and ``writeError(_:)`` to the program, and exits with ``finish(_:)``.
public final class StandardStreams: Sendable {
    /// Why standard output could not be written: the `errno` of the first failed write.
    public var outputFailure: Int32? { failures.withLock { $0[outputDescriptor] } }

    /// Whether standard output was closed when the process started.
    public var isOutputClosed: Bool { outputWasClosed.withLock { $0 } }

    private let outputDescriptor: Int32
    private let errorDescriptor: Int32
    /// The first failure of each descriptor; once a stream failed, nothing more is written to it.
    /// Held while writing, so that two threads' texts never interleave.
    private let failures = Mutex<[Int32: Int32]>([:])
    /// Set by ``prepare()``.
    private let outputWasClosed = Mutex(false)

    /// The streams on the given descriptors (standard output and error unless told otherwise:
    /// tests pass descriptors of their own).
    public init(output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) {
        outputDescriptor = output
        errorDescriptor = error
    }

    /// Ignores `SIGPIPE` (a write to a pipe whose reader went away then fails with `EPIPE`
    /// instead of killing the process), and fills a closed standard input, output or error with
    /// `/dev/null`: otherwise the next file opened (a backup, the widget snapshot) would take the
    /// descriptor, and output meant for the terminal would be written into that file.
    public func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, outputDescriptor, errorDescriptor] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == outputDescriptor { outputWasClosed.withLock { $0 = true } }
        }
    }

    /// Writes `text` to standard output (dropped once a write to it failed).
    public func writeOutput(_ text: String) { write(Data(text.utf8), to: outputDescriptor) }

    /// Writes `data` to standard output (dropped once a write to it failed).
    public func writeOutputData(_ data: Data) { write(data, to: outputDescriptor) }

    /// Writes `text` to standard error (dropped once a write to it failed).
    public func writeError(_ text: String) { write(Data(text.utf8), to: errorDescriptor) }

    /// The status to exit with, given what the program returned: unchanged when standard output
    /// took everything; 74 (`EX_IOERR`) after a message on standard error when it did not; 141
    /// (128 + `SIGPIPE`, what a shell reports for a program ended by the signal), without a
    /// message, when the reader of a pipe went away (`kado list | head -1`). The message is in
    /// `language`, asked only when there is one to write.
    public func finish(_ status: ExitCode, language: () -> Language = { .fallback }) -> ExitCode {
        guard let failure = outputFailure else { return status }
        if failure == EPIPE { return ExitCode(rawValue: 128 + SIGPIPE) }
        writeError(Self.message(forOutputFailure: failure, in: language()) + "\n")
        return .ioError
    }

    /// The message for a standard output that cannot be written: closed at start (`nil`), or the
    /// `errno` of a failure, whose system account is kept as the system words it.
    public static func message(forOutputFailure failure: Int32?, in language: Language = .fallback) -> String {
        let words = Localizer(language: language)
        let reason = failure.map { String(cString: strerror($0)).lowercased() }
        return words(.errorPrefix) + words(.cannotWriteOutput(systemReason: reason))
    }

    private func write(_ data: Data, to descriptor: Int32) {
        failures.withLock { failures in
            guard failures[descriptor] == nil else { return }
            data.withUnsafeBytes { buffer in
                guard var start = buffer.baseAddress else { return }
                var left = buffer.count
                while left > 0 {
                    let written = systemWrite(descriptor, start, left)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failures[descriptor] = errno
                        return
                    }
                    start += written
                    left -= written
                }
            }
        }
    }
}

/// `write(2)`, named apart from ``StandardStreams``'s own `write` (and `kado export`'s).
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
    #else
        Glibc.write(descriptor, bytes, count)
    #endif
}
