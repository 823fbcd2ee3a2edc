import Foundation
import KadoBackup
import KadoStore

/// A backup file that could not be written: where, and the system's reason (lowercased, as
/// ``BackupUseCases/systemReason(errno:)`` words it). Nothing is left at `path` but what was there.
public struct ExportFileError: Error, Hashable, Sendable {
    /// The file.
    public let path: String
    /// The system's account (`no space left on device`, `permission denied`).
    public let reason: String
}

extension BackupUseCases {
    /// Writes the backup in `format` to the file at `path` as it is made
    /// (``exportBackup(format:appVersion:into:)``): a regular file (or a new one) through a
    /// temporary file beside it, flushed and renamed over it once whole, so that a failure or a
    /// killed process leaves the earlier file as it was; anything else (a device such as
    /// `/dev/stdout`, a pipe) in place, since a rename would put a file where the device was.
    /// - Throws: ``ExportFileError`` (the file cannot be written), ``AppError``.
    public func exportBackup(format: BackupFormat, appVersion: String, toFileAt path: String) throws -> ExportSummary {
        var summary: ExportSummary?
        do {
            if FileKind.of(path: path).map({ $0 != .regularFile && $0 != .folder }) ?? false {
                try system.files.overwrite(path) { output in
                    summary = try exportBackup(
                        format: format, appVersion: appVersion, into: ChunkedOutputSink(output: output))
                }
            } else {
                try system.files.replace(path, durable: true) { output in
                    summary = try exportBackup(
                        format: format, appVersion: appVersion, into: ChunkedOutputSink(output: output))
                }
            }
        } catch let error as AppError {
            throw error
        } catch {
            throw ExportFileError(path: path, reason: reason(of: error))
        }
        guard let summary else { throw AppError.unexpected("the export of \(path) ended without a summary") }
        return summary
    }

    /// Writes the backup in `format` into a new file that has no name (made in the system's
    /// temporary folder and unlinked at once, so that nothing is left behind however the process
    /// ends), for a front end that sends it on (the web app's download).
    /// - Returns: the open descriptor, which the caller closes, and what was written.
    /// - Throws: ``ExportFileError`` (the temporary file cannot be made or written), ``AppError``.
    public func exportBackupToUnnamedFile(format: BackupFormat, appVersion: String) throws -> (
        descriptor: Int32, summary: ExportSummary
    ) {
        var summary: ExportSummary?
        let descriptor: Int32
        do {
            descriptor = try system.files.unnamedFile { output in
                summary = try exportBackup(
                    format: format, appVersion: appVersion, into: ChunkedOutputSink(output: output))
            }
        } catch let error as AppError {
            throw error
        } catch {
            throw ExportFileError(path: NSTemporaryDirectory(), reason: reason(of: error))
        }
        guard let summary else { throw AppError.unexpected("the export to an unnamed file ended without a summary") }
        return (descriptor, summary)
    }
}
