import Foundation

extension ZipArchive: LoopExportFiles {
    var paths: [String] { entries.filter { !$0.isFolder }.map(\.name) }

    func checkSizes(of paths: [String]) throws(BackupError) {
        do {
            try checkDeclaredSizes(of: paths)
        } catch {
            throw BackupError(.invalid, format: .loopCSV, problem: .archive(error))
        }
    }

    mutating func contents(of path: String) throws(BackupError) -> Data? {
        do {
            return try bytes(of: path)
        } catch {
            throw BackupError(.invalid, format: .loopCSV, problem: .archive(error))
        }
    }
}
