import KadoApp
import KadoCore
import Testing

@testable import KadoCLI

/// The command line's words that were English or French in Swift, now catalog entries, in German
/// and Spanish: usage errors with their placeholders, the help's usage line, sizes, the habit
/// stats sentence, and the values the typography must leave alone.
@Suite("German and Spanish command-line words")
struct GermanSpanishCommandLineTests {
    struct UsageCase: Sendable, CustomTestStringConvertible {
        let error: UsageError
        let german: String
        let spanish: String
        var testDescription: String { error.message }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(
            error: .missingArgument("NAME", command: "add"), german: "kado: NAME fehlt für 'add'",
            spanish: "kado: falta NOMBRE para 'add'"),
        UsageCase(
            error: .unknownOption("--colr", command: "add", suggestion: "--color"),
            german: "kado: unbekannte Option '--colr' für 'add' (meinten Sie '--color'?)",
            spanish: "kado: opción desconocida '--colr' para 'add' (¿querías decir '--color'?)"),
        UsageCase(
            error: .unknownCommand("frob", suggestion: nil), german: "kado: unbekannter Befehl 'frob'",
            spanish: "kado: comando desconocido 'frob'"),
        UsageCase(
            error: .missingValue(option: "--every", valueName: "SCHEDULE", command: nil),
            german: "kado: Option '--every' braucht einen Wert (RHYTHMUS)",
            spanish: "kado: la opción '--every' necesita un valor (FRECUENCIA)"),
        UsageCase(
            error: .invalidValue("8/week", for: "--every", problem: .daysAWeek),
            german: "kado: --every '8/week': muss 1 bis 7 Tage pro Woche sein",
            spanish: "kado: --every '8/week': debe ser de 1 a 7 días por semana"),
        UsageCase(
            error: .invalidValue("x", for: "DAY", problem: .choice(["kado", "loop"])),
            german: "kado: TAG 'x': muss kado oder loop sein", spanish: "kado: DÍA 'x': debe ser kado o loop"),
        UsageCase(
            error: .invalidValue("h", for: "--trust-proxy", problem: .proxyAddressForm),
            german:
                "kado: --trust-proxy 'h': muss eine IP-Adresse oder ADRESSE/PRÄFIX sein, etwa 127.0.0.1, ::1 oder "
                + "10.0.0.0/8 (kein Hostname, keine Zone)",
            spanish:
                "kado: --trust-proxy 'h': debe ser una dirección IP o DIRECCIÓN/PREFIJO, como 127.0.0.1, ::1 o "
                + "10.0.0.0/8 (sin nombre de host ni zona)"),
    ]

    @Test("usage errors are German and Spanish, placeholders named in each", arguments: usageCases)
    func usageErrors(sample: UsageCase) {
        #expect(ErrorReport(for: sample.error, language: .german).message == sample.german)
        #expect(ErrorReport(for: sample.error, language: .spanish).message == sample.spanish)
    }

    @Test("the French of an address keeps its colons: ::1 gets no space before it")
    func frenchAddress() {
        let french = ErrorReport(
            for: UsageError.invalidValue("h", for: "--host", problem: .notAnAddress), language: .french)
        #expect(french.message.hasSuffix("(comme 127.0.0.1, 0.0.0.0 ou ::1)"), "\(french.message)")
        #expect(
            UsageError.invalidValue("h", for: "--host", problem: .notAnAddress).message
                == "--host 'h': not an IPv4 or IPv6 address (for example 127.0.0.1, 0.0.0.0 or ::1)")
    }

    @Test("the help's usage line names placeholders and [options] in the help's language")
    func usageLine() {
        let german = HelpFormatter(commands: CommandCatalog.all, language: .german).help(for: AddCommand.specification)
        let spanish = HelpFormatter(commands: CommandCatalog.all, language: .spanish).help(
            for: DoneCommand.specification)
        #expect(german.hasPrefix("Aufruf: kado add NAME [Optionen]\n"), "\(german.prefix(60))")
        #expect(spanish.hasPrefix("Uso: kado done HÁBITO... [DÍA]\n"), "\(spanish.prefix(60))")
        let english = HelpFormatter(commands: CommandCatalog.all, language: .english).help(
            for: AddCommand.specification)
        #expect(english.hasPrefix("Usage: kado add NAME [options]\n"))
    }

    @Test(
        "file sizes in each language's units and decimal separator",
        arguments: [
            (Language.english, 812, "812 B"), (.english, 12_400, "12.4\u{00A0}kB"), (.french, 12_400, "12,4\u{00A0}ko"),
            (.french, 3_100_000, "3,1\u{00A0}Mo"), (.german, 12_400, "12,4\u{00A0}kB"),
            (.spanish, 3_100_000, "3,1\u{00A0}MB"),
        ])
    func fileSizes(language: Language, bytes: Int, text: String) {
        #expect(Localizer(language: language).fileSize(bytes) == text)
    }

    @Test("the sync failures' reason is in the phrase's language, not English")
    func syncReason() {
        let failure = SyncFailure(.unreachable, target: "/mnt/sync", problem: .folderMissing)
        let english = Phrase.syncFailure(failure).text(in: .english)
        let german = Phrase.syncFailure(failure).text(in: .german)
        #expect(english.hasPrefix("cannot reach the sync target /mnt/sync ("))
        #expect(german.hasPrefix("das Synchronisationsziel /mnt/sync ist nicht erreichbar ("))
        let reason = AppWording(.german).syncProblem(.folderMissing)
        #expect(german.contains("(\(reason))"))
        #expect(reason != AppWording(.english).syncProblem(.folderMissing))
    }

    @Test(
        "kado serve's certificate and key problems are said in every language, the file named",
        arguments: [
            (
                TLSFileProblem.missing, Language.german,
                "kado: HTTPS kann nicht bereitgestellt werden: /k.pem: Datei nicht gefunden"
            ),
            (.missing, .english, "kado: cannot serve HTTPS: /k.pem: no such file"),
            (
                .keyDoesNotMatch(certificate: "/c.pem"), .spanish,
                "kado: /k.pem: esta clave no corresponde al certificado /c.pem"
            ),
            (.notPEMCertificate(detail: "no start line"), .german, "kado: /k.pem: kein PEM-Zertifikat (no start line)"),
        ])
    func tlsFileProblems(problem: TLSFileProblem, language: Language, expected: String) {
        let message = ServeError(problem: .tlsFile(path: "/k.pem", problem: problem)).reportMessage(in: language)
        if expected.contains("HTTPS") {
            #expect(message == expected)
        } else {
            #expect(
                message.hasPrefix("kado: ") && message.hasSuffix(String(expected.dropFirst("kado: ".count))),
                "\(message)")
        }
    }
}
