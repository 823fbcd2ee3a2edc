// The `kado` command: the only place that reads the process's environment, clock and streams.
import Foundation
import KadoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let variables = ProcessInfo.processInfo.environment
let program = KadoProgram(
    environment: KadoProgram.Environment(
        variables: variables, now: { Date() }, timeZone: TimeZone.current,
        terminal: Terminal.detect(environment: variables),
        writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
        writeOutputData: { data in FileHandle.standardOutput.write(data) },
        workingDirectory: FileManager.default.currentDirectoryPath,
        readLine: { Swift.readLine() }))
exit(program.run(Array(CommandLine.arguments.dropFirst())).rawValue)
