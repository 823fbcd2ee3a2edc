// Runs a program and writes its peak resident size, for the tests that bound a `kado` process's
// memory: `KadoPeakMemory OUTPUT PROGRAM [ARGUMENT…]` runs PROGRAM with the arguments, standard
// streams and environment it was given, writes the program's peak resident size in bytes to the
// file OUTPUT, and exits with the program's status (128 + the signal that ended it).
//
// Why a program of its own: the kernel counts a child's peak from the memory it had before it
// ran its program, which for a child of the tests' own large process is the tests' memory; this
// small process starts the program instead, so that only the program's own memory counts.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` to standard error.
func complain(_ text: String) {
    _ = text.withCString { write(2, $0, strlen($0)) }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    complain("usage: KadoPeakMemory OUTPUT PROGRAM [ARGUMENT…]\n")
    exit(64)
}
let argv = arguments.dropFirst(2).map { strdup($0) } + [nil]
var child: pid_t = 0
let code = posix_spawn(&child, arguments[2], nil, nil, argv, environ)
guard code == 0 else {
    complain("KadoPeakMemory: cannot run \(arguments[2]): \(String(cString: strerror(code)))\n")
    exit(127)
}
var status: Int32 = 0
var usage = rusage()
while wait4(child, &status, 0, &usage) < 0 {
    if errno != EINTR { exit(127) }
}
// Linux counts ru_maxrss in kibibytes.
let report = "\(Int(usage.ru_maxrss) * 1024)\n"
guard let file = fopen(arguments[1], "w") else { exit(127) }
fputs(report, file)
fclose(file)
let signal = status & 0x7F
exit(signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
