import KadoBackup
import KadoCore

extension FrenchPhrasebook {
    /// A remark on another app's file, in French: `habitude « Lire » : catégorie (…) : Sport`.
    public func importRemark(_ remark: ImportRemark) -> String {
        let text = importRemarkText(remark.note)
        guard let habit = remark.habit else { return text }
        return "habitude \(quoted(TextRules.escaped(habit)))\(colon)" + text
    }

    /// What a remark says, in French, without its habit.
    public func importRemarkText(_ note: ImportRemark.Note) -> String {
        switch note {
        case .question(let text):
            "question gardée en première ligne de la description (une habitude Kadō n’a pas de question)"
                + colon + TextRules.escaped(text)
        case .autoFilledDays(let count):
            (count < 2 ? "\(count) jour rempli" : "\(count) jours remplis")
                + " par Loop lui-même d’après le rythme (YES_AUTO)\(colon)pas des relevés, non importés"
        case .noRemindersOrCreationDates:
            "l’export ne porte ni rappels ni dates de création\(colon)chaque habitude commence à son premier jour"
        case .otherCategory(let name, let kept):
            "une autre catégorie sur des lignes suivantes, non importée (l’habitude est dans le groupe "
                + quoted(TextRules.escaped(kept)) + ")" + colon + TextRules.escaped(name)
        case .importedAsDaily: "le fichier ne porte pas de rythme\(colon)chaque habitude est importée quotidienne"
        case .counterWithoutTarget:
            "des quantités autres que 0 et 1\(colon)importée comme compteur\(semicolon)le fichier ne porte pas "
                + "d’objectif, il vaut donc 1 jusqu’à ce que vous le changiez"
        case .valueLeftOut(let shown, let day, let line):
            "ligne \(line), \(day)\(colon)\(shown) n’est pas une quantité de 0 à 1 000 000 000\(colon)non importée"
        case .repeatedRows(let count):
            count < 2
                ? "\(count) ligne répète exactement un jour\(colon)lue une fois"
                : "\(count) lignes répètent exactement un jour\(colon)chacune lue une fois"
        case .otherRowOfDay(let day, let line, let keptLine):
            "la ligne \(line) redonne le \(day) avec une autre valeur ou note\(colon)la ligne \(keptLine) est "
                + "gardée, la ligne \(line) n’est pas importée"
        case .datesReadAs(let order, let shown, let line):
            "dates lues en \(dateOrder(order)), comme le montre la ligne \(line) (\(shown))"
        case .datesReadAsGiven(let order): "dates lues en \(dateOrder(order)), comme demandé"
        case .timesAMonth(let times):
            "\(times) fois par mois dans le fichier\(colon)Kadō n’a pas de rythme au mois civil, il est donc lu "
                + "\(times) fois en 31 jours quelconques"
        case .timesAYear(let times):
            "\(times) fois par an dans le fichier\(colon)lu \(times) fois en 365 jours quelconques"
        case .reminderOnWeekdays(let time, let days):
            "le rappel de \(time) ne sonne que le " + days.map(frenchWeekday).joined(separator: ", ")
                + " dans le fichier\(semicolon)les rappels de Kadō sonnent chaque jour où l’habitude est due, il est "
                + "donc importé à \(time) sans ses jours"
        case .reminderOnNoDay(let time): "le rappel de \(time) ne sonne aucun jour dans le fichier\(colon)non importé"
        case .checkInsNotDone(let kind, let count):
            (count < 2 ? "\(count) relevé" : "\(count) relevés") + " de type \(kind), qui n’est pas le « fait » de "
                + "Rewire (0 ou 2)\(colon)non importé" + (count < 2 ? "" : "s") + " comme fait" + (count < 2 ? "" : "s")
        case .rowsWithoutHabit(let table, let count):
            (count < 2 ? "\(count) ligne" : "\(count) lignes") + " de \(table) ne nomme" + (count < 2 ? "" : "nt")
                + " aucune habitude du fichier\(colon)non importée" + (count < 2 ? "" : "s")
        case .ticksCounted:
            "plusieurs coches un même jour\(colon)importée comme compteur de coches par jour, d’objectif 1 jusqu’à ce "
                + "que vous le changiez"
        case .columnsIgnored(let names):
            "colonnes non lues\(colon)" + names.map { quoted(TextRules.escaped($0)) }.joined(separator: ", ")
        case .described(let text): text
        }
    }

    /// `lundi`.
    func frenchWeekday(_ day: Weekday) -> String {
        switch day {
        case .sunday: "dimanche"
        case .monday: "lundi"
        case .tuesday: "mardi"
        case .wednesday: "mercredi"
        case .thursday: "jeudi"
        case .friday: "vendredi"
        case .saturday: "samedi"
        }
    }

    /// `jour/mois/année`.
    public func dateOrder(_ order: DateOrder) -> String {
        switch order {
        case .dayMonthYear: "jour/mois/année"
        case .monthDayYear: "mois/jour/année"
        case .yearMonthDay: "année-mois-jour"
        }
    }

    /// Why a zip archive or folder cannot be read, in French.
    func archive(_ problem: BackupArchiveProblem) -> String {
        switch problem {
        case .noDirectory:
            "ce n’est pas une archive zip complète\(colon)son répertoire final manque (le fichier est peut-être tronqué)"
        case .truncated(let entry?): "l’entrée \(quoted(entry)) dépasse la fin du fichier\(colon)le fichier est tronqué"
        case .truncated(nil): "le répertoire zip dépasse la fin du fichier\(colon)le fichier est tronqué"
        case .unsafeName(let name): "le nom d’entrée \(quoted(name)) sortirait du dossier de l’archive\(colon)refusé"
        case .unsupported(let entry, let method):
            switch method {
            case -1: "l’entrée \(quoted(entry)) est chiffrée"
            case -2: "l’entrée \(quoted(entry)) est au format ZIP64, que Kadō ne lit pas"
            default:
                "l’entrée \(quoted(entry)) est compressée par la méthode \(method)\(semicolon)Kadō lit les entrées "
                    + "stockées ou compressées par deflate"
            }
        case .damaged(let entry):
            "l’entrée \(quoted(entry)) est abîmée\(colon)ses données ne correspondent pas à sa taille ou à sa somme de "
                + "contrôle"
        case .tooManyEntries(let count, let limit):
            "l’archive contient \(grouped(count)) entrées, plus que les \(grouped(limit)) que Kadō lit"
        case .missingFile(let name): "il n’y a pas de \(quoted(name)) dedans"
        case .inflatesTooLarge(let entry, let limit):
            "l’entrée \(quoted(entry)) porterait les entrées lues au-delà de \(size(bytes: limit)) une fois décompressées, "
                + "le plus que Kadō lit d’une archive\(colon)refusé"
        case .nestedArchive(let entry):
            "l’entrée \(quoted(entry)) est elle-même une archive zip, que Kadō n’ouvre pas\(colon)décompressez-la et "
                + "importez l’export qu’elle contient"
        }
    }
}
