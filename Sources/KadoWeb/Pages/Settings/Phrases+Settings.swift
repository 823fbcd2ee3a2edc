import Foundation
import KadoApp
import KadoCore

extension Phrase {
    static let syncTitle = Phrase("web.settings.syncTitle")
    static let localOnly = Phrase("web.settings.localOnly")
    static let localOnlyDetail = Phrase("web.settings.localOnlyDetail")
    static let dataTitle = Phrase("web.settings.dataTitle")
    static let exportJSON = Phrase("web.settings.exportJSON")
    static func exportJSONDetail(_ count: Int) -> Phrase { Phrase("web.settings.exportJSONDetail", count: count) }
    static let exportCSV = Phrase("web.settings.exportCSV")
    static let exportCSVDetail = Phrase("web.settings.exportCSVDetail")
    static let neverExported = Phrase("web.settings.neverExported")
    static func lastExport(_ day: String, _ time: String) -> Phrase {
        Phrase("web.settings.lastExport", ["day": day, "time": time])
    }
    static let importData = Phrase("web.settings.importData")
    static let importShortDetail = Phrase("web.settings.importShortDetail")
    static let importWhichFiles = Phrase("web.settings.importWhichFiles")
    static let importDetail = Phrase("web.settings.importDetail")
    static let importDateFormat = Phrase("web.settings.importDateFormat")
    static let importDateFormatFromFile = Phrase("web.settings.importDateFormatFromFile")
    static let importDateFormatDayFirst = Phrase("web.settings.importDateFormatDayFirst")
    static let importDateFormatMonthFirst = Phrase("web.settings.importDateFormatMonthFirst")
    static let reviewImportButton = Phrase("web.settings.reviewImportButton")
    static let preferencesTitle = Phrase("web.settings.preferencesTitle")
    static let dayStartsAt = Phrase("web.settings.dayStartsAt")
    static let dayStartHint = Phrase("web.settings.dayStartHint")
    static let weekStartsOn = Phrase("web.settings.weekStartsOn")
    static let languageLabel = Phrase("web.settings.languageLabel")
    /// The language menu's first choice: the browser's language, whatever it is.
    static let languageAutomatic = Phrase("web.settings.languageAutomatic")
    /// What the language menu's automatic choice and a chosen language do.
    static let languageHint = Phrase("web.settings.languageHint")
    static let appearanceLabel = Phrase("web.settings.appearanceLabel")
    static let appearanceSystem = Phrase("web.settings.appearanceSystem")
    static let appearanceLight = Phrase("web.settings.appearanceLight")
    static let appearanceDark = Phrase("web.settings.appearanceDark")
    static func weekStartAutomatic(_ day: String) -> Phrase {
        Phrase("web.settings.weekStartAutomatic", ["day": day])
    }
    static func invalidAppearance(_ text: String) -> Phrase {
        Phrase("web.settings.invalidAppearance", ["text": text])
    }
    static let settingsNotSaved = Phrase("web.settings.settingsNotSaved")
    static let accessTitle = Phrase("web.settings.accessTitle")
    static let signedInHere = Phrase("web.settings.signedInHere")
    static let signedInDetail = Phrase("web.settings.signedInDetail")
    static let signOut = Phrase("web.settings.signOut")
    static let aboutTitle = Phrase("web.settings.aboutTitle")
    static let licencePrefix = Phrase("web.settings.licencePrefix")
    static let licenceName = Phrase("web.settings.licenceName")
    static func invalidDayStart(_ text: String) -> Phrase {
        Phrase("web.settings.invalidDayStart", ["text": text])
    }
    static func invalidWeekStart(_ text: String) -> Phrase {
        Phrase("web.settings.invalidWeekStart", ["text": text])
    }
    static func invalidLanguage(_ text: String) -> Phrase {
        Phrase("web.settings.invalidLanguage", ["text": text])
    }
}
