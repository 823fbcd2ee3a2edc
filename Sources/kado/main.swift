// The `kado` command: the only place that reads the process's environment, clock and streams,
// and where the front ends are put together (KadoCLI runs the command; `kado serve` gets
// KadoWeb's web app from here, so KadoCLI never imports KadoWeb).
import Foundation
import KadoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Before anything opens a file: a closed standard output must not hand its descriptor to one.
let streams = StandardStreams()
streams.prepare()
if streams.isOutputClosed {
    // Nothing a command does should happen when what it says cannot be read.
    streams.writeError(StandardStreams.message(forOutputFailure: nil) + "\n")
    exit(ExitCode.ioError.rawValue)
}

let variables = ProcessInfo.processInfo.environment
let program = KadoProgram(
    environment: KadoProgram.Environment(
        variables: variables, now: { Date() }, timeZone: TimeZone.current,
        terminal: Terminal.detect(environment: variables),
        writeOutput: streams.writeOutput, writeError: streams.writeError, writeOutputData: streams.writeOutputData,
        workingDirectory: FileManager.default.currentDirectoryPath,
        readLine: { Swift.readLine() }, webServer: WebAppServing()))
exit(streams.finish(program.run(Array(CommandLine.arguments.dropFirst()))).rawValue)
