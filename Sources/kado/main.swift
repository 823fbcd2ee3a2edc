// The `kado` command: the only place that reads the process's environment, clock and streams.
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
        readLine: { Swift.readLine() }))
exit(streams.finish(program.run(Array(CommandLine.arguments.dropFirst()))).rawValue)
