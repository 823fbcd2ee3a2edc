import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// A name identifies a habit: one the lookup could not tell from another habit's (case, accents,
/// emoji, spaces) is refused when a habit is added or renamed, whatever the front end, and
/// nothing is written; habits that came to share a name otherwise are listed to be renamed.
@Suite("Habit names that clash")
struct HabitNameClashTests {
    let temporary: TemporaryFolder
    let tracker: Tracker

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-names")
        tracker = try TrackerBuilder().open(in: temporary)
    }

    static let clashing = [
        "Journal", "journal", "JOURNAL", "  Journal  ", "📓 Journal", "Jóurnal", "journal ✍️", "Ｊｏｕｒｎａｌ",
    ]
    static let distinct = ["Journal 2", "Jour", "Journaling", "Morning journal", "📓"]

    @Test("adding a habit whose name reads as another's is refused, naming the other", arguments: clashing)
    func addRefused(name: String) throws {
        let journal = try tracker.habits.createHabit(HabitDraft(name: "Journal"))
        let before = try tracker.work.store.lastChangeStamp()
        #expect(throws: AppError.invalid(.init(field: "name", value: name.trimmed, rule: .sameNameAs("Journal")))) {
            try tracker.habits.createHabit(HabitDraft(name: name))
        }
        #expect(try tracker.habits.all(includingArchived: true).map(\.id) == [journal.id])
        #expect(try tracker.work.store.lastChangeStamp() == before, "a refused add wrote something")
    }

    @Test("a name the whole of which still finds each habit is fine", arguments: distinct)
    func addAccepted(name: String) throws {
        try tracker.habits.createHabit(HabitDraft(name: "Journal"))
        let other = try tracker.habits.createHabit(HabitDraft(name: name))
        #expect(try tracker.habits.find(name).id == other.id)
        #expect(try tracker.habits.find("Journal").name == "Journal")
    }

    @Test("renaming onto another habit's name is refused; changing one's own name's case is not")
    func rename() throws {
        let journal = try tracker.habits.createHabit(HabitDraft(name: "Journal"))
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(throws: AppError.invalid(.init(field: "name", value: "journal", rule: .sameNameAs("Journal")))) {
            try tracker.habits.editHabit(read) { $0.name = "journal" }
        }
        #expect(try tracker.habits.find("Read").id == read.id)
        #expect(try tracker.habits.editHabit(journal) { $0.name = "JOURNAL" }.name == "JOURNAL")
        // Another field of a habit that already shares its name (an import, a sync) still changes.
        #expect(try tracker.habits.editHabit(read) { $0.icon = "book" }.icon == "book")
    }

    @Test("an archived habit's name is taken too; a habit in the trash does not hold its name")
    func archivedAndTrash() throws {
        let journal = try tracker.habits.createHabit(HabitDraft(name: "Journal"))
        try tracker.habits.archive(journal)
        #expect(throws: AppError.self) { try tracker.habits.createHabit(HabitDraft(name: "journal")) }
        try tracker.habits.unarchive(journal)
        try tracker.habits.delete(try tracker.habits.find("Journal"))
        let again = try tracker.habits.createHabit(HabitDraft(name: "Journal"))
        // Brought back from the trash, the first shares its name: both kept, listed to rename.
        try tracker.habits.restoreFromTrash(.id(journal.id))
        #expect(try tracker.habits.nameClashes().map { Set($0.map(\.id)) } == [[journal.id, again.id]])
        try tracker.habits.editHabit(again) { $0.name = "Evening journal" }
        #expect(try tracker.habits.nameClashes().isEmpty)
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
