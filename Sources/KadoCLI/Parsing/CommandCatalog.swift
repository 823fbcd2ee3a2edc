import KadoCore

/// The specifications of every `kado` command, as the issue describes them: what the parser
/// accepts, what `kado help` prints and what the completion scripts offer. Each command's
/// implementation reads its arguments by the names declared here (`HABIT`, `DAY`, `every`…).
public enum CommandCatalog {
    /// The command `kado` runs when given none.
    public static let defaultCommand = today.name

    /// Every command, in the order `kado help` lists them.
    public static let all: [CommandSpecification] = [
        today, todo, add, edit, archive, unarchive, delete, trash, move, list, done, undo, ask, toggle, log, skip, note,
        show, stats, overview, report, tui, widget, serve, settings, sync, remind, export, `import`, backup, upkeep,
        repair, completion, version,
        CommandSpecification.help,
    ]

    // MARK: Arguments shared by several commands

    /// `HABIT`: an id, an exact name, or a unique case-insensitive prefix.
    public static let habitArgument = ArgumentSpecification(
        "HABIT", help: "The habit: its id, its exact name, or a unique beginning of its name (any case)",
        completion: .habit)

    /// `HABIT...`: one habit or more (`kado done`).
    public static let habitsArgument = ArgumentSpecification(
        "HABIT",
        help: "One habit or more, each by its id, its exact name, or a unique beginning of its name (any case); "
            + "quote a name with spaces",
        completion: .habit, isRepeatable: true)

    /// `[DAY]`: the day a change applies to, today by default.
    public static let dayArgument = ArgumentSpecification(
        "DAY", help: "YYYY-MM-DD, today, yesterday or -N (N days ago); today when left out", isOptional: true,
        completion: .day)

    // MARK: Options shared by add and edit

    /// `--every SCHEDULE`.
    public static let everyOption = OptionSpecification.value(
        "every", "SCHEDULE",
        help: "How often: day, N/week (1-7), weekdays such as mon,wed,fri, weekdays, weekends, Ndays "
            + "(every N days), or N/D (N times in any D days, as Loop Habit Tracker)",
        completion: .values([
            "day", "weekdays", "weekends", "1/week", "2/week", "3/week", "4/week", "5/week", "6/week", "2days",
            "3days", "mon,wed,fri",
        ]))
    /// `--type TYPE`.
    public static let typeOption = OptionSpecification.value(
        "type", "TYPE",
        help: "What a day asks for: yesno, counter:N (at least N), timer:MINUTES, negative (something to avoid), "
            + "atmost:N (at most N)",
        completion: .values(["yesno", "counter:", "timer:", "negative", "atmost:"]))
    /// `--unit UNIT`.
    public static let unitOption = OptionSpecification.value(
        "unit", "UNIT", help: "The unit of a counter or at-most habit (glasses, pages, coffees)")
    /// `--color COLOR`.
    public static let colorOption = OptionSpecification.value(
        "color", "COLOR", help: "The habit's colour: " + HabitColor.allCases.map(\.rawValue).joined(separator: ", "),
        completion: .values(HabitColor.allCases.map(\.rawValue)))
    /// `--icon NAME`.
    public static let iconOption = OptionSpecification.value(
        "icon", "NAME", help: "An SF Symbol name for the Apple apps (book, drop, figure.walk)")
    /// `--remind HH:MM`.
    public static let remindOption = OptionSpecification.value(
        "remind", "HH:MM", help: "Reminders at these times (HH:MM, or several: 08:00,18:30), or off",
        completion: .values(["off"]))
    /// `--snooze MINUTES`.
    public static let snoozeOption = OptionSpecification.value(
        "snooze", "MINUTES", help: "How many minutes Snooze puts the reminders off, 1 to 1440 (10 by default)")
    /// `--when-done quiet|ring`.
    public static let whenDoneOption = OptionSpecification.value(
        "when-done", "CHOICE", help: "What the reminders do on a day already done: quiet (the default) or ring",
        completion: .values(["quiet", "ring"]))
    /// `--score MODEL`.
    public static let scoreOption = OptionSpecification.value(
        "score", "MODEL", help: "The score shown: kado (Kadō's) or loop (Loop Habit Tracker's)",
        completion: .values(ScoreModel.allCases.map(\.rawValue)))
    /// `--details TEXT`.
    public static let detailsOption = OptionSpecification.value(
        "details", "TEXT", help: "A description of the habit (why, how; several lines are fine); \"\" clears it")
    /// `--group NAME`.
    public static let groupOption = OptionSpecification.value(
        "group", "NAME", help: "The group the habit is in (Health, Work); \"\" takes it out of its group")
    /// `--since DAY`.
    public static let sinceOption = OptionSpecification.value(
        "since", "DAY",
        help: "The first day the habit counts (YYYY-MM-DD, yesterday, -N); \"\" lets its creation and records decide")

    // MARK: Commands

    /// `kado today`.
    public static let today = CommandSpecification(
        name: "today", summary: "Show today's habits",
        discussion: "Lists the habits scheduled today, then those not scheduled today, each with its progress "
            + "(done, 3/8, 20/30 min, slipped), its current streak and its score.",
        examples: ["today", "today --json"])

    /// `kado todo`.
    public static let todo = CommandSpecification(
        name: "todo", summary: "List what is still to do today, one habit a line",
        discussion: "Only the habits due today whose day is neither met nor excused, in the list's order: a "
            + "counter part-way (3/8) is listed, a habit to avoid or within its at-most limit is not. On a "
            + "terminal each line has its mark and progress; in a pipe only the names, for scripts, prompts and "
            + "fzf. --json prints the same habits as kado today --json does.",
        examples: ["todo", "todo | fzf | xargs -d '\\n' kado done", "todo --json"])

    /// `kado add NAME`.
    public static let add = CommandSpecification(
        name: "add", summary: "Create a habit",
        arguments: [
            ArgumentSpecification("NAME", help: "The habit's name (quote it when it has spaces)")
        ],
        options: [
            everyOption, typeOption, unitOption, colorOption, iconOption, remindOption, snoozeOption,
            whenDoneOption, scoreOption, detailsOption, groupOption, sinceOption,
        ],
        examples: [
            "add Read", "add \"Drink water\" --type counter:8 --unit glasses --color teal",
            "add Run --every mon,wed,fri --remind 07:00", "add Coffee --type atmost:2 --unit coffees",
            "add Stretch --group Health --details \"Ten minutes after waking up\"",
            "add Smoking --type negative --since 2026-11-01",
        ], changesData: true)

    /// `kado edit HABIT`.
    public static let edit = CommandSpecification(
        name: "edit", summary: "Change a habit",
        discussion: "Without options, opens the habit in $VISUAL or $EDITOR as a small form, one key: value line "
            + "per field, written as the options take them; saving and closing applies it in one change. A line "
            + "that is not right changes nothing and is named with its number; a form left as it was changes "
            + "nothing.",
        arguments: [habitArgument],
        options: [
            .value("name", "NAME", help: "A new name"), everyOption, typeOption, unitOption, colorOption,
            iconOption, remindOption, snoozeOption, whenDoneOption, scoreOption, detailsOption, groupOption,
            sinceOption,
        ],
        examples: [
            "edit Read --every 5/week", "edit read --name \"Read a book\"", "edit Read --group Evening",
            "edit Read --group \"\"", "edit Read --snooze 15 --when-done ring", "edit Smoking --since 2026-11-01",
            "edit Read",
        ], changesData: true)

    /// `kado archive HABIT`.
    public static let archive = CommandSpecification(
        name: "archive", summary: "Archive a habit (its history is kept)", arguments: [habitArgument], changesData: true
    )

    /// `kado unarchive HABIT`.
    public static let unarchive = CommandSpecification(
        name: "unarchive", summary: "Bring an archived habit back", arguments: [habitArgument], changesData: true)

    /// `kado delete HABIT`.
    public static let delete = CommandSpecification(
        name: "delete", summary: "Move a habit and its whole history to the trash",
        discussion: "On a terminal, kado asks before deleting; elsewhere it needs --yes. The habit stays in the "
            + "trash with its history for 30 days (kado trash restore HABIT brings it back), then its history is "
            + "deleted for good.",
        arguments: [habitArgument],
        options: [.flag("yes", short: "y", help: "Delete without asking")], changesData: true)

    /// `kado trash [list|restore HABIT|empty [HABIT]] [--yes]`.
    public static let trash = CommandSpecification(
        name: "trash", summary: "List, restore or empty the deleted habits",
        discussion: "A deleted habit stays in the trash with its whole history for 30 days, on every synced "
            + "device. list (the default) shows each with when it was deleted and when it will be emptied; "
            + "restore HABIT brings one back with its history; empty HABIT deletes one's history for good, empty "
            + "alone every one's, after asking on a terminal (elsewhere it needs --yes). A habit deleted 30 days "
            + "ago is emptied at the next sync.",
        arguments: [
            ArgumentSpecification(
                "ACTION", help: "list, restore or empty; list when left out", isOptional: true,
                completion: .values(["list", "restore", "empty"])),
            ArgumentSpecification(
                "HABIT", help: "For restore and empty: the habit in the trash, by its id or name", isOptional: true),
        ],
        options: [.flag("yes", short: "y", help: "For empty: empty without asking (for scripts)")],
        examples: ["trash", "trash --json", "trash restore Read", "trash empty Read --yes"], changesData: true)

    /// `kado move HABIT POSITION`.
    public static let move = CommandSpecification(
        name: "move", summary: "Move a habit to another place in the list",
        arguments: [habitArgument, ArgumentSpecification("POSITION", help: "The new position, 1 for the top")],
        examples: ["move Read 1"], changesData: true)

    /// `kado list`.
    public static let list = CommandSpecification(
        name: "list", summary: "List the habits",
        options: [
            .flag("archived", help: "Also list the archived habits"),
            .flag("names", help: "Print only the names, one a line (for scripts and shell completion)"),
            .value("group", "NAME", help: "List only the habits of this group (in any case)"),
        ])

    /// `kado done HABIT [DAY]`.
    public static let done = CommandSpecification(
        name: "done", summary: "Mark habits done on a day",
        discussion: "Several habits are checked in together, in one go: when one of them cannot be (no habit "
            + "or several match its name, it takes a value, it is archived), none is, and the message names it. "
            + "After the first habit, a word that reads as a day (YYYY-MM-DD, today, yesterday, -N) is the DAY "
            + "and ends the line; a last word that no habit has is read as a mistyped DAY. --json prints one "
            + "status, or an array of them for several habits.",
        arguments: [habitsArgument, dayArgument],
        examples: ["done Read", "done Read yesterday", "done Read -3", "done Read Run \"Drink water\" yesterday"],
        changesData: true)

    /// `kado undo HABIT [DAY]`.
    public static let undo = CommandSpecification(
        name: "undo", summary: "Undo the last change made on this device, or remove a day's records of a habit",
        discussion: "Without HABIT, takes back the last change made on this device (a check-in, a value, a skip, "
            + "a note, kado done A B C as one change, a habit added, edited, archived, deleted or moved) and says "
            + "what it undid; run it again to go further back (the last 100 changes are kept). The journal stays "
            + "on this device: a habit that another device changed since, by sync, is left as it is and named. "
            + "With HABIT, removes the day's records of that habit (notes are kept).",
        arguments: [
            ArgumentSpecification(
                "HABIT",
                help: "The habit whose day to clear: its id, its exact name, or a unique beginning of its name; "
                    + "without it, the last change made on this device is undone",
                isOptional: true, completion: .habit),
            dayArgument,
        ],
        examples: ["undo", "undo Read", "undo Read 2026-04-09"], changesData: true)

    /// `kado ask [--days N]`.
    public static let ask = CommandSpecification(
        name: "ask", summary: "Answer the habits still to do, one prompt each",
        discussion: "Asks about each habit still to do today, or with --days N about each habit left blank on "
            + "each of the last N days, oldest first, and writes each answer as it is given: y done, n or Enter "
            + "not now, s skip the day, a number for a counter or a timer (minutes), ? the keys, q stop. On a "
            + "terminal each answer is one key; otherwise standard input holds one answer a line, and a line "
            + "that is no answer is said with its number and skipped (exit 1 at the end). Ctrl-C or the end of "
            + "input stops between two answers. Habits to avoid and at-most habits are met until broken: they "
            + "are not asked about.",
        options: [.value("days", "N", help: "How many days to ask about, ending today (1 to 60, default 1)")],
        examples: ["ask", "ask --days 3"], changesData: true)

    /// `kado toggle HABIT [DAY]`.
    public static let toggle = CommandSpecification(
        name: "toggle", summary: "Mark a yes/no habit done, or undo it when it is done",
        discussion: "Kadō's Complete habit shortcut: done when not done, undone when done (a negative habit's "
            + "slip is logged or removed). Counters and timers take a value: use kado log.",
        arguments: [habitArgument, dayArgument], examples: ["toggle Read", "toggle Read yesterday"], changesData: true)

    /// `kado log HABIT VALUE [DAY]`.
    public static let log = CommandSpecification(
        name: "log", summary: "Set a day's total of a counter, timer or at-most habit (+N adds to it)",
        discussion: "VALUE replaces what the day holds: kado log Water 3 leaves 3 glasses, however many were "
            + "logged before; 0 clears the day. +VALUE adds to the day's total instead. A timer holds at most "
            + "24 hours (1440 minutes) a day.",
        arguments: [
            habitArgument,
            ArgumentSpecification(
                "VALUE", help: "The day's new total, a number of 0 or more (minutes for a timer); +N adds N to it"),
            dayArgument,
        ],
        examples: ["log Water 2", "log Water +1", "log Meditate 15 yesterday"], changesData: true)

    /// `kado skip HABIT [DAYS]`.
    public static let skip = CommandSpecification(
        name: "skip", summary: "Excuse a habit on a day or a range of days (holidays, illness)",
        arguments: [
            habitArgument,
            ArgumentSpecification(
                "DAYS", help: "A DAY, or FROM..TO (both included, each a DAY); today when left out",
                isOptional: true, completion: .day),
        ],
        examples: ["skip Run", "skip Run 2026-08-01..2026-08-15"], changesData: true)

    /// `kado note HABIT TEXT [DAY]`.
    public static let note = CommandSpecification(
        name: "note", summary: "Write a note on a habit's day",
        arguments: [
            habitArgument,
            ArgumentSpecification("TEXT", help: "The note (quote it), or - to read it from standard input"),
            dayArgument,
        ],
        examples: ["note Run \"Rainy, 5 km\"", "note Run - < run.txt"], changesData: true)

    /// `kado show HABIT`.
    public static let show = CommandSpecification(
        name: "show", summary: "Show a habit: schedule, score, streaks, this month, recent notes",
        arguments: [habitArgument], examples: ["show Read", "show Read --json"])

    /// `kado stats HABIT`.
    public static let stats = CommandSpecification(
        name: "stats", summary: "Say how a habit is going, in one sentence (streak, score, today)",
        discussion: "Kadō's Get habit stats shortcut. Reads only the widget snapshot beside the database, never "
            + "the database itself, and answers in the language of the settings (English or French).",
        arguments: [habitArgument], examples: ["stats Read", "stats Read --json"])

    /// `kado widget`.
    public static let widget = CommandSpecification(
        name: "widget", summary: "Print today's progress for a status bar (waybar, i3blocks, tmux)",
        discussion: "Reads only the widget snapshot beside the database (kado.snapshot.json), which every change "
            + "rewrites with today and the next six days, so the status bar rolls over at the day's start with "
            + "nothing running and never opens the database. A missing or outdated snapshot is said plainly "
            + "(i3blocks: exit 33, urgent).",
        options: [
            .value(
                "format", "FORMAT",
                help: "text (the default, one line), json, waybar (one JSON object a line), i3blocks (full text, "
                    + "short text, colour) or tmux", completion: .values(WidgetFormat.allCases.map(\.rawValue))),
            .value(
                "habit", "HABIT", help: "Show only this habit (id, name or beginning of a name)",
                repeatable: true, completion: .habit),
            .flag("watch", help: "Print again whenever the snapshot changes and at the day's start (waybar)"),
        ],
        examples: [
            "widget", "widget --format waybar --watch", "widget --format i3blocks", "widget --format tmux --habit Read",
        ])

    /// `kado serve`.
    public static let serve = CommandSpecification(
        name: "serve", summary: "Run the app in your browser (a local web app you can install)",
        discussion: "Serves Kadō's screens and its JSON API on 127.0.0.1 until stopped with Ctrl-C. On any other "
            + "address (0.0.0.0 to reach it from a phone on your network), every request needs an access token: "
            + "one is made the first time and shown once; --new-token replaces it. Host names other than "
            + "localhost and IP addresses must be allowed with --allow-host.",
        options: [
            .value(
                "host", "ADDRESS", help: "The IP address to listen on (default 127.0.0.1; 0.0.0.0 for every network)"),
            .value("port", "PORT", help: "The port (default 4810; 0 picks a free one)"),
            .value(
                "allow-host", "NAME", help: "Also accept this host name in requests (e.g. mypc.local)",
                repeatable: true),
            .flag("new-token", help: "Make a new access token (the old one stops working) and show it"),
            .flag("open", help: "Open the app in the default browser"),
            .value("max-connections", "N", help: "Connections open at once, from every device (default 512)"),
            .value("max-per-address", "N", help: "Connections open at once from one device (default 32)"),
            .value(
                "read-timeout", "SECONDS",
                help: "Seconds a request's headers may take to arrive, and a small body (default 10)"),
            .value(
                "idle-timeout", "SECONDS", help: "Seconds a connection may wait between requests (default 30)"),
        ],
        examples: [
            "serve", "serve --open", "serve --host 0.0.0.0 --allow-host mypc.local", "serve --port 0",
            "serve --host 0.0.0.0 --max-per-address 8",
        ],
        printsJSON: false)

    /// `kado overview`.
    public static let overview = CommandSpecification(
        name: "overview", summary: "Show every habit over the last days",
        options: [.value("days", "N", help: "How many days to show, ending today (default 14)")],
        examples: ["overview", "overview --days 30"])

    /// `kado report [--week | --month]`.
    public static let report = CommandSpecification(
        name: "report", summary: "Show how every habit went, week by week or month by month",
        discussion: "For each habit: the share of each period's counted days that was met (· before the habit "
            + "began, or when no day counted), its current streak, and its score today with a sparkline of the "
            + "score at the end of each period. --week (the default) shows the last 8 weeks, --month the last 6 "
            + "months.",
        options: [
            .flag("week", help: "Week by week, the last 8 weeks (the default)"),
            .flag("month", help: "Month by month, the last 6 months"),
        ],
        examples: ["report", "report --month", "report --json"])

    /// `kado tui`.
    public static let tui = CommandSpecification(
        name: "tui", summary: "Open the full-screen grid of habits and recent days",
        discussion: "One row a habit (its score and streak beside it), the last days as columns, today on the "
            + "right. Arrows or h j k l move; Space toggles (a counter: one more); Enter or a digit types a value; "
            + "s skips the day; n writes a note (N in $EDITOR); u undoes the last change made on this device "
            + "(as kado undo does); a adds a habit; / filters by name; w and m show the rates week by week and month by month; H and L (or "
            + "PgUp and PgDn) move the days shown; ? shows every key; q or Ctrl-C quits. Each change is saved "
            + "at once, as kado done or kado log would save it. It needs a terminal.",
        examples: ["tui", "tui --db ~/habits.sqlite"])

    /// `kado settings [NAME [VALUE]]`.
    public static let settings = CommandSpecification(
        name: "settings", summary: "Show or change the settings",
        discussion: "Without arguments, shows every setting. week-start takes a weekday (monday, sunday…), "
            + "day-start an hour from 0 to 23 (4 puts a check-in at 01:30 on the day before), language en or fr. "
            + "push-url takes the http or https URL reminders are pushed to (an ntfy topic such as "
            + "https://ntfy.sh/my-topic, or a webhook), or off; push-format ntfy or webhook; push-token the token "
            + "sent as Authorization: Bearer (- reads it from standard input; off removes it; kept beside the "
            + "database, mode 0600, and never shown). backups on or off turns the automatic daily backups on (the "
            + "default) or off; backup-folder takes the folder they go to (default for "
            + "the database's own: backups beside kado.sqlite, NAME-backups beside NAME.sqlite; in a folder you "
            + "choose, names end in the database's tag, so databases can share it); backup-keep how many are kept, as DAILY,WEEKLY,MONTHLY (7,4,12 by "
            + "default).",
        arguments: [
            ArgumentSpecification(
                "NAME",
                help: "week-start, day-start, language, push-url, push-format, push-token, backups, backup-folder or "
                    + "backup-keep", isOptional: true,
                completion: .values([
                    "week-start", "day-start", "language", "push-url", "push-format", "push-token", "backups",
                    "backup-folder", "backup-keep",
                ])),
            ArgumentSpecification(
                "VALUE", help: "The new value; shows the setting when left out", isOptional: true,
                completion: .valuesAfter([
                    "week-start": Weekday.week(startingOn: .monday).map(\.name),
                    "day-start": (0...23).map(String.init), "language": ["en", "fr"],
                    "push-format": ["ntfy", "webhook"], "push-url": ["off"], "push-token": ["-", "off"],
                    "backups": ["on", "off"], "backup-folder": ["default"], "backup-keep": ["7,4,12"],
                ])),
        ],
        examples: [
            "settings", "settings week-start sunday", "settings day-start 4",
            "settings push-url https://ntfy.sh/my-kado-topic",
        ], changesData: true)

    /// `kado sync [setup KIND TARGET | status | off]`.
    public static let sync = CommandSpecification(
        name: "sync", summary: "Sync with your other devices through a folder or a WebDAV server",
        discussion: "Without an action, syncs now: brings in what your other devices published and publishes "
            + "this device's changes (exit 75 when the target cannot be reached; nothing changes then). "
            + "setup folder PATH syncs through a folder that Syncthing, Dropbox or Nextcloud's client moves; "
            + "setup webdav URL --user NAME through a WebDAV server (the password from --password-file, else "
            + "KADO_SYNC_PASSWORD, else asked on the terminal; kept beside the database, mode 0600). "
            + "status shows the target, the last sync, the last error and the devices seen; off forgets the "
            + "target and its password (your habits stay). setup --encrypt encrypts the target end to end with a "
            + "passphrase (its key kept beside the database, mode 0600; other devices are asked for it); "
            + "passphrase changes it, each device keeping the earlier keys to read files sealed before the change "
            + "that come in late; passphrase --old-leaked drops those keys on every device, for an old passphrase "
            + "someone else may know (files sealed only with it are then read by no device); passphrase --earlier "
            + "takes the passphrase files held back here were sealed with, to read them.",
        arguments: [
            ArgumentSpecification(
                "ACTION", help: "setup, passphrase, status or off; syncs now when left out", isOptional: true,
                completion: .values(["setup", "passphrase", "status", "off"])),
            ArgumentSpecification(
                "KIND", help: "For setup: folder or webdav", isOptional: true,
                completion: .valuesAfter(["setup": ["folder", "webdav"]])),
            ArgumentSpecification(
                "TARGET", help: "For setup: the folder's path, or the WebDAV URL", isOptional: true,
                completion: .file),
        ],
        options: [
            .value("user", "NAME", help: "For setup webdav: the user name on the server"),
            .value(
                "password-file", "FILE",
                help: "For setup webdav: a file whose first line is the password", completion: .file),
            .flag(
                "encrypt",
                help: "For setup: encrypt the target end to end with a passphrase (asked twice); there is no "
                    + "recovery without it"),
            .value(
                "passphrase-file", "FILE",
                help: "For setup and passphrase: a file whose first line is the passphrase", completion: .file),
            .flag(
                "old-leaked",
                help: "For passphrase: the old passphrase may be known to someone else; every device drops the "
                    + "earlier keys, and files sealed only with them are no longer read (asks first)"),
            .flag("yes", short: "y", help: "For passphrase --old-leaked: change it without asking (for scripts)"),
            .flag(
                "earlier",
                help: "For passphrase: type the passphrase that files held back here were sealed with (a change of "
                    + "passphrase that lost a race, on a device switched off since); its key joins this device's "
                    + "ring, and their changes go out under the current passphrase"),
        ],
        examples: [
            "sync", "sync setup folder ~/Sync/Kado", "sync setup folder ~/Sync/Kado --encrypt", "sync passphrase",
            "sync passphrase --old-leaked", "sync passphrase --earlier",
            "sync setup webdav https://example.org/dav/Kado --user ann", "sync status",
            "sync status --json", "sync off",
        ], changesData: true)

    /// `kado remind [next|run|test|install] [--hours N]`.
    public static let remind = CommandSpecification(
        name: "remind", summary: "List the coming reminders, ring them, test or install their service",
        discussion: "next (the default) lists the reminders of the next 24 hours (or --hours N), at their time on "
            + "this computer's clock: each rings on the days its habit is due, unless the habit is archived, the "
            + "day is skipped or paused, or the day is already done. Set reminders with kado edit HABIT --remind "
            + "08:00,18:30. run rings them in the foreground until Ctrl-C, as desktop notifications with Done "
            + "and Snooze and as a push to your phone (kado settings push-url URL); one scheduler runs per "
            + "database, kado serve's included. test sends one notification through each channel and says how "
            + "it went. install writes a systemd user service that runs kado remind run, and prints the command "
            + "that starts it.",
        arguments: [
            ArgumentSpecification(
                "ACTION", help: "next, run, test or install; next when left out", isOptional: true,
                completion: .values(["next", "run", "test", "install"]))
        ],
        options: [.value("hours", "N", help: "How many hours ahead to list, 1 to 168 (24 by default)")],
        examples: [
            "remind", "remind next --hours 48", "remind next --json", "remind run", "remind test", "remind install",
        ])

    /// `kado export [--format json|csv] [-o FILE]`.
    public static let export = CommandSpecification(
        name: "export", summary: "Write a backup of every habit and record (Kadō's JSON or CSV)",
        discussion: "JSON is lossless and Kadō for iPhone reads it. CSV has Kadō's 16 columns for Kadō and "
            + "spreadsheets; kado says what CSV cannot carry. Without -o, the backup is written to "
            + "kado-backup-YYYY-MM-DD.json (or .csv) in the current folder.",
        options: [
            .value(
                "format", "FORMAT", help: "json (the default) or csv", completion: .values(["json", "csv"])),
            .value(
                "output", "FILE", short: "o",
                help: "A file, a folder (for kado-backup-YYYY-MM-DD.json), or - for "
                    + "standard output", completion: .file),
        ],
        examples: ["export", "export --format csv -o ~/Backups", "export -o - > kado.json"], changesData: true)

    /// `kado backup [list|now|restore FILE] [--dry-run] [--yes]`.
    public static let backup = CommandSpecification(
        name: "backup", summary: "List, write or restore the automatic daily backups",
        discussion: "After the first change of each day, kado writes a JSON backup (the lossless format) into "
            + "the backups folder (the database's own, backups beside kado.sqlite or NAME-backups beside "
            + "NAME.sqlite, unless kado settings backup-folder says otherwise) "
            + "and keeps the 7 newest, the newest of each of the last 4 weeks and of the last 12 months (kado "
            + "settings backup-keep 7,4,12). A command hands that backup to a process of its own and answers "
            + "at once; if it fails, or is killed, the next command says so. list (the default) shows them and "
            + "the rule that keeps each; now writes today's again; due writes today's if no backup was written "
            + "today (what a change starts); restore FILE shows what would change, asks, keeps a copy of the database as "
            + "kado-before-restore-….sqlite in the backups folder, then brings back what the file holds and the "
            + "database lacks, keeping everything changed or deleted after the backup was written. With --replace "
            + "it makes the database hold exactly the file's habits and records instead, deleting or reverting "
            + "what was made or changed since, on this device and on every device that syncs with it.",
        arguments: [
            ArgumentSpecification(
                "ACTION", help: "list, now, due or restore; list when left out", isOptional: true,
                completion: .values(["list", "now", "due", "restore"])),
            ArgumentSpecification(
                "FILE", help: "For restore: the backup to restore", isOptional: true, completion: .file),
        ],
        options: [
            .flag("dry-run", help: "For restore: show what would change without changing anything"),
            .flag("yes", short: "y", help: "For restore: restore without asking (for scripts)"),
            .flag(
                "replace",
                help: "For restore: put the database back to the file, deleting or reverting later changes on every "
                    + "synced device"),
        ],
        examples: [
            "backup", "backup list --json", "backup now",
            "backup restore kado-auto-2026-12-01.json --dry-run",
            "backup restore kado-auto-2026-12-01.json --replace --dry-run",
        ], changesData: true)

    /// `kado upkeep [--detached]`.
    public static let upkeep = CommandSpecification(
        name: "upkeep", summary: "Bring the widget snapshot and today's backup up to date",
        discussion: "Writes the widget snapshot (kado.snapshot.json) again when it is not for today or missed a "
            + "change, then today's automatic backup when one is due. A command that changes data leaves this "
            + "work, when there is some, to kado upkeep started in a process of its own, and answers at once: "
            + "the first change of a day is as quick as the next. Run it by hand after copying a database in, "
            + "or from a timer at the day's start so that the status bar never waits for a first change.",
        options: [
            .flag(
                "detached",
                help: "Run for a command that has answered already: a failed backup is kept for the next command "
                    + "to say")
        ],
        examples: ["upkeep", "upkeep --json"], printsJSON: true, changesData: true)

    /// `kado import FILE [--dry-run] [--match keep-both|merge]`.
    public static let `import` = CommandSpecification(
        name: "import", summary: "Import a backup, another app's file or a spreadsheet",
        discussion: "Reads Kadō's JSON and CSV backups, Loop Habit Tracker's database and CSV export, HabitBull's "
            + "CSV export, Rewire's and Tickmate's databases, and a spreadsheet saved as CSV with a date and a habit "
            + "column. The format is read from the content. Habits and records are matched by id: new ones are "
            + "added after your habits, nothing is deleted, and what was changed or deleted here after the file "
            + "was written (every habit and record already here, when the file says no time) is kept; --replace "
            + "gives the file's values back instead, on every device that syncs with this one, after asking. What "
            + "a format cannot carry (CSV has no units or order, and writes an at-most limit as a counter) is kept "
            + "as it is here, and importing the same file "
            + "twice changes nothing. A new habit named like one of yours is kept beside it unless --match merge "
            + "merges it into yours. Everything is written in one go, or nothing when the file is invalid.",
        arguments: [ArgumentSpecification("FILE", help: "The backup file", completion: .file)],
        options: [
            .flag("dry-run", help: "Show what would change without changing anything"),
            .flag(
                "replace",
                help: "Give the file's values back even to what changed here later, on every synced device (asks first)"
            ),
            .flag("yes", short: "y", help: "With --replace: replace without asking (for scripts)"),
            .value(
                "match", "CHOICE",
                help: "For a new habit named like one of yours: keep-both (the default) or merge into yours",
                completion: .values(["keep-both", "merge"])),
            .value(
                "date-format", "FORMAT",
                help: "How dates like 03/04/2020 read: dmy (day first), mdy (month first) or ymd; by default the "
                    + "file's own dates decide",
                completion: .values(["dmy", "mdy", "ymd"])),
        ],
        examples: [
            "import kado-backup-2026-04-10.json --dry-run", "import Loop-Habits-Backup.db",
            "import old-phone.json --match merge", "import HabitBullData.csv --date-format mdy --dry-run",
            "import rewire.db --dry-run", "import my-habits.csv --date-format dmy",
        ], changesData: true)

    /// `kado repair [--dry-run]`.
    public static let repair = CommandSpecification(
        name: "repair", summary: "Remove records stored outside the supported days (by an older version)",
        discussion: "Kadō accepts days from 1900-01-01 to 2199-12-31. An older version accepted others, which no "
            + "backup can carry: kado export leaves them out and names them. repair removes those records and "
            + "skips in one go and lists each one; nothing else is touched.",
        options: [.flag("dry-run", help: "List them without removing anything")],
        examples: ["repair --dry-run", "repair"], changesData: true)

    /// `kado completion SHELL`.
    public static let completion = CommandSpecification(
        name: "completion", summary: "Print a shell completion script",
        discussion: "bash: source <(kado completion bash). zsh: kado completion zsh > \"${fpath[1]}/_kado\". "
            + "fish: kado completion fish > ~/.config/fish/completions/kado.fish.",
        arguments: [
            ArgumentSpecification(
                "SHELL", help: "bash, zsh or fish", completion: .values(Shell.allCases.map(\.rawValue)))
        ], printsJSON: false)

    /// `kado version` (also `kado --version`).
    public static let version = CommandSpecification(
        name: "version", summary: "Print kado's version", examples: ["version", "--version"])
}
