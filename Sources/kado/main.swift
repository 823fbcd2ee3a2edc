// The `kado` command: the only place that reads the process's environment, clock and streams,
// and where the front ends are put together (KadoCLI runs the command; `kado serve` gets
// KadoWeb's web app from here, so KadoCLI never imports KadoWeb).
import Foundation
import KadoCLI
import KadoDesktop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Before anything opens a file: a closed standard output must not hand its descriptor to one.
let streams = StandardStreams()
streams.prepare()

let arguments = Array(CommandLine.arguments.dropFirst())
let variables = ProcessInfo.processInfo.environment
let program = KadoProgram(
    environment: KadoProgram.Environment(
        variables: variables, now: { Date() }, timeZone: TimeZone.current,
        terminal: Terminal.detect(environment: variables),
        writeOutput: streams.writeOutput, writeError: streams.writeError, writeOutputData: streams.writeOutputData,
        workingDirectory: FileManager.default.currentDirectoryPath,
        readLine: { Swift.readLine() }, webServer: WebAppServing(),
        makeDesktopChannel: { DesktopNotifications(busAddress: $0) },
        executablePath: Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }))
if streams.isOutputClosed {
    // Nothing a command does should happen when what it says cannot be read; the settings are
    // only read (read-only) to say so in their language.
    let language = program.languageOfMessages(for: arguments)
    streams.writeError(StandardStreams.message(forOutputFailure: nil, in: language) + "\n")
    exit(ExitCode.ioError.rawValue)
}
exit(streams.finish(program.run(arguments), language: { program.languageOfMessages(for: arguments) }).rawValue)
