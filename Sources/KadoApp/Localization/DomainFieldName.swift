/// A field of the domain (``ValidationError/field``) by the name people read in each language:
/// `frequency.days` is the frequency, the field of one item of a collection (`habits[2].name`)
/// is named by its last part. Front ends name the field of a broken rule with it, and the
/// French phrasebook names it in French.
public struct DomainFieldName: Hashable, Sendable {
    /// The English name, in lowercase (`day start`).
    public let english: String
    /// The French name, in lowercase (`début du jour`).
    public let french: String

    /// The name of the field at `path`, or `nil` for a field the domain does not name (a front
    /// end then shows the path as it is: it is a token).
    public init?(path: String) {
        let parts = path.split(separator: ".").map(String.init)
        if parts.first == "frequency" {
            (english, french) = ("frequency", "fréquence")
            return
        }
        switch parts.last ?? path {
        case "name": (english, french) = ("name", "nom")
        case "unit": (english, french) = ("unit", "unité")
        case "note": (english, french) = ("note", "note")
        case "icon": (english, french) = ("icon", "icône")
        case "color": (english, french) = ("colour", "couleur")
        case "day", "first", "last", "DAY": (english, french) = ("day", "jour")
        case "value", "VALUE": (english, french) = ("value", "valeur")
        case "range", "days", "DAYS": (english, french) = ("period", "période")
        case "year", "YEAR": (english, french) = ("year", "année")
        case "target", "targetSeconds": (english, french) = ("target", "objectif")
        case "reminderHour", "reminderMinute": (english, french) = ("reminder", "rappel")
        case "habits": (english, french) = ("habits", "habitudes")
        case "position", "POSITION": (english, french) = ("position", "position")
        case "dayStart", "day-start": (english, french) = ("day start", "début du jour")
        case "startDay", "since", "startedOn": (english, french) = ("start date", "date de début")
        case "createdAt", "archivedAt", "recordedAt", "clock", "today": (english, french) = ("date", "date")
        case "from", "to", "replacedOn", "version": (english, french) = ("change date", "date du changement")
        default: return nil
        }
    }
}
