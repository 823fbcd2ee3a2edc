// The `kado` command: the only place that reads the process's environment, clock and streams,
// and where the front ends are put together (KadoCLI runs the command; `kado serve` gets
// KadoWeb's web app from here, so KadoCLI never imports KadoWeb).
import Foundation
import KadoCLI
import KadoDesktop
import KadoSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Before anything opens a file: a closed standard output must not hand its descriptor to one.
let streams = StandardStreams()
streams.prepare()

// The arguments' bytes, as the system gave them: an argument that is not UTF-8 is refused by name
// (CommandLine.arguments would have read each bad byte as U+FFFD).
let rawArguments: [[UInt8]] = (1..<Int(CommandLine.argc)).map { index in
    guard let argument = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
}
let arguments = rawArguments.map { String(decoding: $0, as: UTF8.self) }
let variables = ProcessInfo.processInfo.environment
let executablePath = Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
// The day's automatic backup, written by this program started again on its own.
let launchDetached: (@Sendable ([String]) -> Bool)? = executablePath.map { path in
    { @Sendable arguments in DetachedProcess.start(path, arguments: arguments) }
}
// Under systemd the long-running commands log to the journal, their fields searchable; else to
// standard error.
let logSink = JournalLogSink.forThisProcess(environment: variables)
let program = KadoProgram(
    environment: KadoProgram.Environment(
        system: .standard, variables: variables, now: { Date() }, timeZone: TimeZone.current,
        terminal: Terminal.detect(environment: variables),
        writeOutput: streams.writeOutput, writeError: streams.writeError, writeOutputData: streams.writeOutputData,
        workingDirectory: FileManager.default.currentDirectoryPath,
        readLine: { Swift.readLine() }, webServer: WebAppServing(logSink: logSink),
        makeDesktopChannel: { DesktopNotifications(busAddress: $0) },
        executablePath: executablePath,
        launchDetached: launchDetached, logSink: logSink))
if streams.isOutputClosed {
    // Nothing a command does should happen when what it says cannot be read; the settings are
    // only read (read-only) to say so in their language.
    let language = program.languageOfMessages(for: arguments)
    streams.writeError(StandardStreams.message(forOutputFailure: nil, in: language) + "\n")
    exit(ExitCode.ioError.rawValue)
}
exit(
    streams.finish(program.run(rawArguments: rawArguments), language: { program.languageOfMessages(for: arguments) })
        .rawValue)
