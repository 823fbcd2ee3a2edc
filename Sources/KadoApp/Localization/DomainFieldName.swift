/// A field of the domain (``ValidationError/field``) by the name people read in each language:
/// `frequency.days` is the frequency, the field of one item of a collection (`habits[2].name`)
/// is named by its last part. Front ends name the field of a broken rule with it
/// (``AppWording/fieldName(_:)``); the names are the catalogs' `app.field.*` entries.
public struct DomainFieldName: Hashable, Sendable {
    /// The catalog entry of the name, in lowercase (`app.field.dayStart`: `day start`).
    public let key: String

    /// The name of the field at `path`, or `nil` for a field the domain does not name (a front
    /// end then shows the path as it is: it is a token).
    public init?(path: String) {
        let parts = path.split(separator: ".").map(String.init)
        if parts.first == "frequency" {
            key = "app.field.frequency"
            return
        }
        switch parts.last ?? path {
        case "name": key = "app.field.name"
        case "unit": key = "app.field.unit"
        case "note": key = "app.field.note"
        case "icon": key = "app.field.icon"
        case "color": key = "app.field.colour"
        case "day", "first", "last", "DAY": key = "app.field.day"
        case "value", "VALUE": key = "app.field.value"
        case "range", "days", "DAYS": key = "app.field.period"
        case "year", "YEAR": key = "app.field.year"
        case "target", "targetSeconds": key = "app.field.target"
        case "reminderHour", "reminderMinute": key = "app.field.reminder"
        case "habits": key = "app.field.habits"
        case "position", "POSITION": key = "app.field.position"
        case "dayStart", "day-start": key = "app.field.dayStart"
        case "startDay", "since", "startedOn": key = "app.field.startDate"
        case "createdAt", "archivedAt", "recordedAt", "clock", "today": key = "app.field.date"
        case "from", "to", "replacedOn", "version": key = "app.field.changeDate"
        default: return nil
        }
    }
}
