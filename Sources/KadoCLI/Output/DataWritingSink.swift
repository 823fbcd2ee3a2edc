import Foundation
import KadoApp

/// A backup sink that hands each chunk to a front end's writer (`kado export -o -`'s standard
/// output), so that a pipe takes the file as it is made.
final class DataWritingSink: ExportSink {
    private let writeData: (Data) -> Void

    init(write: @escaping (Data) -> Void) {
        writeData = write
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        writeData(Data(bytes))
    }
}
