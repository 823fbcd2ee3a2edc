import KadoCore

/// The French of `kado help`: each command's summary and discussion, each argument's and option's
/// help, by the English text the specifications hold (``CommandCatalog``, ``GlobalOptions``).
/// Commands, options, values typed as they are (`yesno`, `keep-both`) and examples stay as typed;
/// placeholders are ``Placeholder``'s French names.
enum FrenchHelp {
    /// The French of `english`, a text of the specifications, in French typography (a no-break
    /// space before `:` and `;` and inside « », so that wrapping never starts a line with them);
    /// `nil` for one not translated (a test proves there is none).
    static func text(for english: String) -> String? {
        texts[english].map { text in
            text.replacingOccurrences(of: " :", with: "\u{00A0}:").replacingOccurrences(of: " ;", with: "\u{00A0};")
                .replacingOccurrences(of: "« ", with: "«\u{00A0}").replacingOccurrences(of: " »", with: "\u{00A0}»")
        }
    }

    static let texts: [String: String] = commands.merging(arguments) { first, _ in first }
        .merging(options) { first, _ in first }

    /// Summaries and discussions.
    static let commands: [String: String] = [
        "Show today's habits": "Afficher les habitudes du jour",
        "List the coming reminders, ring them, test or install their service":
            "Lister les prochains rappels, les faire sonner, les essayer ou installer leur service",
        "next (the default) lists the reminders of the next 24 hours (or --hours N), at their time on "
            + "this computer's clock: each rings on the days its habit is due, unless the habit is archived, the "
            + "day is skipped or paused, or the day is already done. Set reminders with kado edit HABIT --remind "
            + "08:00,18:30. run rings them in the foreground until Ctrl-C, as desktop notifications with Done "
            + "and Snooze and as a push to your phone (kado settings push-url URL); one scheduler runs per "
            + "database, kado serve's included. test sends one notification through each channel and says how "
            + "it went. install writes a systemd user service that runs kado remind run, and prints the command "
            + "that starts it.":
            "« next » (par défaut) liste les rappels des 24 prochaines heures (ou --hours N), à leur heure sur "
            + "l’horloge de cet ordinateur : chacun sonne les jours où son habitude est prévue, sauf si l’habitude "
            + "est archivée, si le jour est sauté ou en pause, ou s’il est déjà fait. Réglez les rappels avec "
            + "kado edit HABITUDE --remind 08:00,18:30. « run » les fait sonner au premier plan jusqu’à Ctrl-C, "
            + "en notifications du bureau avec Fait et Plus tard et en push vers votre téléphone (kado settings "
            + "push-url URL) ; un seul planificateur tourne par base, celui de kado serve compris. « test » envoie "
            + "une notification par chaque canal et dit ce qu’il en est. « install » écrit un service utilisateur "
            + "systemd qui lance kado remind run, et affiche la commande qui le démarre.",
        "Bring the widget snapshot and today's backup up to date":
            "Mettre à jour l’instantané des widgets et la sauvegarde du jour",
        "Writes the widget snapshot (kado.snapshot.json) again when it is not for today or missed a "
            + "change, then today's automatic backup when one is due. A command that changes data leaves this "
            + "work, when there is some, to kado upkeep started in a process of its own, and answers at once: "
            + "the first change of a day is as quick as the next. Run it by hand after copying a database in, "
            + "or from a timer at the day's start so that the status bar never waits for a first change.":
            "Réécrit l’instantané des widgets (kado.snapshot.json) quand il n’est pas celui du jour ou a manqué "
            + "un changement, puis la sauvegarde automatique du jour quand elle est due. Une commande qui change "
            + "les données laisse ce travail, quand il y en a, à kado upkeep lancé dans un processus à part, et "
            + "répond aussitôt : le premier changement du jour est aussi rapide que le suivant. À lancer à la main "
            + "après avoir copié une base, ou par un minuteur au début du jour pour que la barre d’état "
            + "n’attende jamais un premier changement.",
        "Sync with your other devices through a folder or a WebDAV server":
            "Synchroniser avec vos autres appareils par un dossier ou un serveur WebDAV",
        "Without an action, syncs now: brings in what your other devices published and publishes "
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
            + "takes the passphrase files held back here were sealed with, to read them.":
            "Sans action, synchronise maintenant : reçoit ce que vos autres appareils ont publié et publie les "
            + "changements de cet appareil (code 75 quand la cible est injoignable ; rien ne change alors). "
            + "« setup folder CHEMIN » synchronise par un dossier que Syncthing, Dropbox ou le client de "
            + "Nextcloud déplace ; « setup webdav URL --user NOM » par un serveur WebDAV (le mot de passe vient "
            + "de --password-file, sinon de KADO_SYNC_PASSWORD, sinon il est demandé au terminal ; gardé à côté "
            + "de la base, mode 0600). « status » montre la cible, la dernière synchronisation, la dernière "
            + "erreur et les appareils vus ; « off » oublie la cible et son mot de passe (vos habitudes "
            + "restent). « setup --encrypt » chiffre la cible de bout en bout avec une phrase de passe (sa clé "
            + "gardée à côté de la base, mode 0600 ; les autres appareils la demandent) ; « passphrase » la change, "
            + "chaque appareil gardant les clés précédentes pour lire les fichiers scellés avant le changement qui "
            + "arrivent en retard ; « passphrase --old-leaked » retire ces clés sur chaque appareil, pour une "
            + "ancienne phrase de passe que quelqu’un d’autre connaît peut-être (les fichiers scellés avec elle "
            + "seule ne sont alors plus lus par aucun appareil) ; « passphrase --earlier » prend la phrase de passe "
            + "qui a scellé des fichiers mis de côté ici, pour les lire.",
        "Lists the habits scheduled today, then those not scheduled today, each with its progress (done, 3/8, "
            + "20/30 min, slipped), its current streak and its score.":
            "Liste les habitudes prévues aujourd’hui, puis celles qui ne le sont pas, chacune avec sa progression "
            + "(faite, 3/8, 20/30 min, écart), sa série en cours et son score.",
        "Create a habit": "Créer une habitude",
        "Change a habit": "Modifier une habitude",
        "Without options, opens the habit in $VISUAL or $EDITOR as a small form, one key: value line "
            + "per field, written as the options take them; saving and closing applies it in one change. A line "
            + "that is not right changes nothing and is named with its number; a form left as it was changes "
            + "nothing.":
            "Sans option, ouvre l’habitude dans $VISUAL ou $EDITOR en un petit formulaire, une ligne clé: valeur "
            + "par champ, écrite comme les options la prennent ; enregistrer et fermer l’applique en un seul "
            + "changement. Une ligne qui ne va pas ne change rien et est nommée par son numéro ; un formulaire "
            + "laissé tel quel ne change rien.",
        "Archive a habit (its history is kept)": "Archiver une habitude (son historique est gardé)",
        "Bring an archived habit back": "Faire revenir une habitude archivée",
        "Move a habit and its whole history to the trash": "Mettre une habitude et tout son historique à la corbeille",
        "On a terminal, kado asks before deleting; elsewhere it needs --yes. The habit stays in the trash with its "
            + "history for 30 days (kado trash restore HABIT brings it back), then its history is deleted for good.":
            "Dans un terminal, kado demande avant de supprimer ; ailleurs, il lui faut --yes. L’habitude reste "
            + "dans la corbeille avec son historique pendant 30 jours (kado trash restore HABITUDE la fait "
            + "revenir), puis son historique est supprimé pour de bon.",
        "List, restore or empty the deleted habits": "Lister, restaurer ou vider les habitudes supprimées",
        "A deleted habit stays in the trash with its whole history for 30 days, on every synced device. list (the "
            + "default) shows each with when it was deleted and when it will be emptied; restore HABIT brings one "
            + "back with its history; empty HABIT deletes one's history for good, empty alone every one's, after "
            + "asking on a terminal (elsewhere it needs --yes). A habit deleted 30 days ago is emptied at the next "
            + "sync.":
            "Une habitude supprimée reste dans la corbeille avec tout son historique pendant 30 jours, sur chaque "
            + "appareil synchronisé. « list » (par défaut) montre chacune avec le jour de sa suppression et celui "
            + "où elle sera vidée ; « restore HABITUDE » en fait revenir une avec son historique ; « empty "
            + "HABITUDE » supprime son historique pour de bon, « empty » seul celui de toutes, après avoir demandé "
            + "dans un terminal (ailleurs, il lui faut --yes). Une habitude supprimée il y a 30 jours est vidée à "
            + "la synchronisation suivante.",
        "Move a habit to another place in the list": "Déplacer une habitude dans la liste",
        "List the habits": "Lister les habitudes",
        "Mark habits done on a day": "Marquer des habitudes comme faites un jour donné",
        "Several habits are checked in together, in one go: when one of them cannot be (no habit or several "
            + "match its name, it takes a value, it is archived), none is, and the message names it. After the "
            + "first habit, a word that reads as a day (YYYY-MM-DD, today, yesterday, -N) is the DAY and ends the "
            + "line; a last word that no habit has is read as a mistyped DAY. --json prints one status, or an array "
            + "of them for several habits.":
            "Plusieurs habitudes sont relevées ensemble, d’un coup : quand l’une d’elles ne peut pas l’être "
            + "(aucune habitude ou plusieurs ont ce nom, elle prend une valeur, elle est archivée), aucune ne "
            + "l’est, et le message la nomme. Après la première habitude, un mot qui se lit comme un jour "
            + "(AAAA-MM-JJ, today, yesterday, -N) est le JOUR et termine la ligne ; un dernier mot qu’aucune "
            + "habitude n’a est lu comme un JOUR mal écrit. --json écrit un état, ou un tableau d’états pour "
            + "plusieurs habitudes.",
        "Show how every habit went, week by week or month by month":
            "Afficher comment chaque habitude s’est passée, semaine par semaine ou mois par mois",
        "For each habit: the share of each period's counted days that was met (· before the habit began, or when "
            + "no day counted), its current streak, and its score today with a sparkline of the score at the end of "
            + "each period. --week (the default) shows the last 8 weeks, --month the last 6 months.":
            "Pour chaque habitude : la part des jours comptés de chaque période qui a été atteinte (· avant le début "
            + "de l’habitude, ou quand aucun jour n’a compté), sa série en cours, et son score du jour avec une "
            + "courbe du score à la fin de chaque période. --week (par défaut) montre les 8 dernières semaines, "
            + "--month les 6 derniers mois.",
        "Open the full-screen grid of habits and recent days":
            "Ouvrir la grille plein écran des habitudes et des derniers jours",
        "One row a habit (its score and streak beside it), the last days as columns, today on the right. Arrows "
            + "or h j k l move; Space toggles (a counter: one more); Enter or a digit types a value; s skips the "
            + "day; n writes a note (N in $EDITOR); u undoes the last change made on this device "
            + "(as kado undo does); a adds a habit; / filters by name; w and m show the rates week by week and month by month; H and L (or PgUp and PgDn) move "
            + "the days shown; ? shows every key; q or Ctrl-C quits. Each change is saved at once, as kado done "
            + "or kado log would save it. It needs a terminal.":
            "Une ligne par habitude (son score et sa série à côté), les derniers jours en colonnes, aujourd’hui à "
            + "droite. Les flèches ou h j k l déplacent ; Espace coche ou décoche (un compteur : un de plus) ; "
            + "Entrée ou un chiffre saisit une valeur ; s saute le jour ; n écrit une note (N dans $EDITOR) ; u "
            + "annule le dernier changement fait sur cet appareil (comme kado undo) ; a ajoute une habitude ; / filtre par nom ; w et m "
            + "montrent les taux semaine par semaine et mois par mois ; H et L (ou PgPréc et PgSuiv) déplacent les "
            + "jours montrés ; ? montre toutes les touches ; q ou Ctrl-C quitte. Chaque changement est enregistré "
            + "aussitôt, comme kado done ou kado log l’enregistrerait. Il faut un terminal.",
        "List what is still to do today, one habit a line":
            "Lister ce qui reste à faire aujourd’hui, une habitude par ligne",
        "Only the habits due today whose day is neither met nor excused, in the list's order: a counter part-way "
            + "(3/8) is listed, a habit to avoid or within its at-most limit is not. On a terminal each line has "
            + "its mark and progress; in a pipe only the names, for scripts, prompts and fzf. --json prints the "
            + "same habits as kado today --json does.":
            "Seulement les habitudes prévues aujourd’hui dont le jour n’est ni atteint ni excusé, dans l’ordre de "
            + "la liste : un compteur à mi-chemin (3/8) est listé, une habitude à éviter ou dans sa limite « au "
            + "plus » ne l’est pas. Dans un terminal, chaque ligne a sa marque et sa progression ; dans un tube, "
            + "seulement les noms, pour les scripts, les invites et fzf. --json écrit les mêmes habitudes que "
            + "kado today --json.",
        "Answer the habits still to do, one prompt each": "Répondre aux habitudes encore à faire, une question chacune",
        "Asks about each habit still to do today, or with --days N about each habit left blank on "
            + "each of the last N days, oldest first, and writes each answer as it is given: y done, n or Enter "
            + "not now, s skip the day, a number for a counter or a timer (minutes), ? the keys, q stop. On a "
            + "terminal each answer is one key; otherwise standard input holds one answer a line, and a line "
            + "that is no answer is said with its number and skipped (exit 1 at the end). Ctrl-C or the end of "
            + "input stops between two answers. Habits to avoid and at-most habits are met until broken: they "
            + "are not asked about.":
            "Demande chaque habitude encore à faire aujourd’hui, ou avec --days N chaque habitude laissée vide "
            + "chacun des N derniers jours, du plus ancien au plus récent, et écrit chaque réponse dès qu’elle est "
            + "donnée : y faite, n ou Entrée pas maintenant, s excuser le jour, un nombre pour un compteur ou "
            + "une minuterie (en minutes), ? les touches, q arrêter. Sur un terminal, chaque réponse est une "
            + "touche ; sinon l’entrée standard tient une réponse par ligne, et une ligne qui n’en est pas une "
            + "est signalée avec son numéro et passée (code de sortie 1 à la fin). Ctrl-C ou la fin de l’entrée "
            + "arrête entre deux réponses. Les habitudes à éviter et celles à ne pas dépasser sont tenues tant "
            + "qu’elles ne sont pas rompues : elles ne sont pas demandées.",
        "Undo the last change made on this device, or remove a day's records of a habit":
            "Annuler le dernier changement fait sur cet appareil, ou effacer les relevés d’une habitude pour un jour",
        "Without HABIT, takes back the last change made on this device (a check-in, a value, a skip, "
            + "a note, kado done A B C as one change, a habit added, edited, archived, deleted or moved) and says "
            + "what it undid; run it again to go further back (the last 100 changes are kept). The journal stays "
            + "on this device: a habit that another device changed since, by sync, is left as it is and named. "
            + "With HABIT, removes the day's records of that habit (notes are kept).":
            "Sans HABITUDE, reprend le dernier changement fait sur cet appareil (une validation, une valeur, une "
            + "excuse, une note, kado done A B C comme un seul changement, une habitude ajoutée, modifiée, "
            + "archivée, supprimée ou déplacée) et dit ce qu’il a annulé ; relancez-le pour remonter plus loin "
            + "(les 100 derniers changements sont gardés). Le journal reste sur cet appareil : une habitude "
            + "qu’un autre appareil a changée depuis, par la synchronisation, est laissée telle quelle et nommée. "
            + "Avec HABITUDE, efface les relevés du jour de cette habitude (les notes sont gardées).",
        "Mark a yes/no habit done, or undo it when it is done":
            "Marquer une habitude oui/non comme faite, ou l’annuler si elle l’est",
        "Kadō's Complete habit shortcut: done when not done, undone when done (a negative habit's slip is "
            + "logged or removed). Counters and timers take a value: use kado log.":
            "Le raccourci « Terminer l’habitude » de Kadō : faite si elle ne l’est pas, annulée si elle l’est (l’écart "
            + "d’une habitude à éviter est noté ou retiré). Compteurs et minuteurs prennent une valeur : utilisez "
            + "kado log.",
        "Set a day's total of a counter, timer or at-most habit (+N adds to it)":
            "Fixer le total d’un jour d’un compteur, d’un minuteur ou d’une habitude « au plus » (+N y ajoute)",
        "VALUE replaces what the day holds: kado log Water 3 leaves 3 glasses, however many were logged before; "
            + "0 clears the day. +VALUE adds to the day's total instead. A timer holds at most 24 hours (1440 "
            + "minutes) a day.":
            "VALEUR remplace ce que le jour contient : kado log Eau 3 laisse 3 verres, quel que soit le nombre noté "
            + "avant ; 0 vide le jour. +VALEUR ajoute plutôt au total du jour. Un minuteur compte au plus 24 heures "
            + "(1440 minutes) par jour.",
        "Excuse a habit on a day or a range of days (holidays, illness)":
            "Excuser une habitude un jour ou plusieurs jours de suite (vacances, maladie)",
        "Write a note on a habit's day": "Écrire une note sur le jour d’une habitude",
        "Show a habit: schedule, score, streaks, this month, recent notes":
            "Afficher une habitude : rythme, score, séries, ce mois-ci, notes récentes",
        "Say how a habit is going, in one sentence (streak, score, today)":
            "Dire où en est une habitude, en une phrase (série, score, aujourd’hui)",
        "Kadō's Get habit stats shortcut. Reads only the widget snapshot beside the database, never the "
            + "database itself, and answers in the language of the settings (English or French).":
            "Le raccourci « Statistiques de l’habitude » de Kadō. Lit seulement l’instantané du widget à côté de la "
            + "base, jamais la base elle-même, et répond dans la langue des réglages (anglais ou français).",
        "Print today's progress for a status bar (waybar, i3blocks, tmux)":
            "Écrire la progression du jour pour une barre d’état (waybar, i3blocks, tmux)",
        "Reads only the widget snapshot beside the database (kado.snapshot.json), which every change rewrites "
            + "with today and the next six days, so the status bar rolls over at the day's start with nothing "
            + "running and never opens the database. A missing or outdated snapshot is said plainly (i3blocks: "
            + "exit 33, urgent).":
            "Lit seulement l’instantané du widget à côté de la base (kado.snapshot.json), que chaque changement "
            + "réécrit avec aujourd’hui et les six jours suivants : la barre d’état passe au jour suivant à son "
            + "début sans rien faire tourner et n’ouvre jamais la base. Un instantané absent ou périmé est dit "
            + "clairement (i3blocks : code 33, urgent).",
        "Run the app in your browser (a local web app you can install)":
            "Lancer l’application dans votre navigateur (une application web locale que vous pouvez installer)",
        "Serves Kadō's screens and its JSON API on 127.0.0.1 until stopped with Ctrl-C. On any other address "
            + "(0.0.0.0 to reach it from a phone on your network), every request needs an access token: one is "
            + "made the first time and shown once; --new-token replaces it. Host names other than localhost and "
            + "IP addresses must be allowed with --allow-host.":
            "Sert les écrans de Kadō et son API JSON sur 127.0.0.1 jusqu’à l’arrêt par Ctrl-C. Sur toute autre "
            + "adresse (0.0.0.0 pour y accéder depuis un téléphone de votre réseau), chaque requête demande un "
            + "jeton d’accès : il est créé la première fois et affiché une seule fois ; --new-token le remplace. "
            + "Les noms d’hôte autres que localhost et les adresses IP doivent être permis avec --allow-host.",
        "Show every habit over the last days": "Afficher toutes les habitudes sur les derniers jours",
        "Show or change the settings": "Afficher ou modifier les réglages",
        "Without arguments, shows every setting. week-start takes a weekday (monday, sunday…), day-start an hour "
            + "from 0 to 23 (4 puts a check-in at 01:30 on the day before), language en or fr. push-url takes the "
            + "http or https URL reminders are pushed to (an ntfy topic such as https://ntfy.sh/my-topic, or a "
            + "webhook), or off; push-format ntfy or webhook; push-token the token sent as Authorization: Bearer "
            + "(- reads it from standard input; off removes it; kept beside the database, mode 0600, and never "
            + "shown). backups on or off turns the automatic daily backups on (the default) or off; backup-folder "
            + "takes the folder they go to (default for the database's own: backups beside kado.sqlite, "
            + "NAME-backups beside NAME.sqlite; in a folder you choose, names end in the database's tag, so "
            + "databases can share it); backup-keep how many are kept, as DAILY,WEEKLY,MONTHLY (7,4,12 by "
            + "default).":
            "Sans argument, affiche chaque réglage. « week-start » prend un jour de la semaine (monday, sunday…), "
            + "« day-start » une heure de 0 à 23 (4 place un relevé de 01:30 la veille), « language » en ou fr. "
            + "« push-url » prend l’URL http ou https où les rappels sont poussés (un sujet ntfy comme "
            + "https://ntfy.sh/mon-sujet, ou un webhook), ou off ; « push-format » ntfy ou webhook ; « push-token » "
            + "le jeton envoyé en Authorization: Bearer (- le lit sur l’entrée standard ; off le retire ; gardé à "
            + "côté de la base, mode 0600, et jamais affiché). « backups » on ou off active (par défaut) ou "
            + "désactive les sauvegardes automatiques quotidiennes ; « backup-folder » prend le dossier où elles "
            + "vont (« default » pour celui de la base : backups à côté de kado.sqlite, NOM-backups à côté "
            + "de NOM.sqlite ; dans un dossier choisi, les noms finissent par l’étiquette de la "
            + "base, qui peut donc le partager) ; « backup-keep » combien en garder, en "
            + "QUOTIDIEN,HEBDO,MENSUEL (7,4,12 par défaut).",
        "List, write or restore the automatic daily backups":
            "Lister, écrire ou restaurer les sauvegardes automatiques quotidiennes",
        "After the first change of each day, kado writes a JSON backup (the lossless format) into the backups "
            + "folder (the database's own, backups beside kado.sqlite or NAME-backups beside NAME.sqlite, unless "
            + "kado settings backup-folder says otherwise) and keeps "
            + "the 7 newest, the newest of each of the last 4 weeks and of the last 12 months (kado settings "
            + "backup-keep 7,4,12). A command hands that backup to a process of its own and answers at once; if "
            + "it fails, or is killed, the next command says so. list (the default) shows them and the rule that "
            + "keeps each; now writes today's again; due writes today's if no backup was written today (what a "
            + "change starts); restore FILE shows what would change, asks, keeps a copy of the database as "
            + "kado-before-restore-….sqlite in the backups folder, then brings back what the file holds and the "
            + "database lacks, keeping everything changed or deleted after the backup was written. With --replace "
            + "it makes the database hold exactly the file's habits and records instead, deleting or reverting "
            + "what was made or changed since, on this device and on every device that syncs with it.":
            "Après le premier changement de chaque jour, kado écrit une sauvegarde JSON (le format sans perte) "
            + "dans le dossier des sauvegardes (celui de la base, backups à côté de kado.sqlite ou NOM-backups "
            + "à côté de NOM.sqlite, sauf si « kado settings "
            + "backup-folder » en choisit un autre) et garde les 7 plus récentes, la plus récente de chacune des "
            + "4 dernières semaines et des 12 derniers mois (« kado settings backup-keep 7,4,12 »). Une commande "
            + "confie cette sauvegarde à un processus à part et répond aussitôt ; s’il échoue, ou s’il est "
            + "interrompu, la commande suivante le dit. « list » "
            + "(par défaut) les montre avec la règle qui garde chacune ; « now » réécrit celle du jour ; « due » "
            + "écrit celle du jour si aucune ne l’a été (ce que lance un changement) ; « restore FICHIER » montre "
            + "ce qui changerait, demande, garde une copie de la base (kado-before-restore-….sqlite dans le dossier "
            + "des sauvegardes), puis ramène ce que le fichier contient et que la base n’a pas, en gardant tout ce "
            + "qui a été modifié ou supprimé après l’écriture de la sauvegarde. Avec --replace, elle fait plutôt "
            + "contenir à la base exactement les habitudes et relevés du fichier, en supprimant ou en défaisant ce "
            + "qui a été fait ou modifié depuis, sur cet appareil et sur chaque appareil synchronisé avec lui.",
        "Write a backup of every habit and record (Kadō's JSON or CSV)":
            "Écrire une sauvegarde de toutes les habitudes et de tous les relevés (JSON ou CSV de Kadō)",
        "JSON is lossless and Kadō for iPhone reads it. CSV has Kadō's 16 columns for Kadō and spreadsheets; kado "
            + "says what CSV cannot carry. Without -o, the backup is written to kado-backup-YYYY-MM-DD.json (or "
            + ".csv) in the current folder.":
            "Le JSON ne perd rien et Kadō pour iPhone le lit. Le CSV a les 16 colonnes de Kadō, pour Kadō et les "
            + "tableurs ; kado dit ce que le CSV ne peut pas porter. Sans -o, la sauvegarde est écrite dans "
            + "kado-backup-AAAA-MM-JJ.json (ou .csv) dans le dossier courant.",
        "Import a backup, another app's file or a spreadsheet":
            "Importer une sauvegarde, le fichier d’une autre app ou un tableur",
        "Reads Kadō's JSON and CSV backups, Loop Habit Tracker's database and CSV export, HabitBull's "
            + "CSV export, Rewire's and Tickmate's databases, and a spreadsheet saved as CSV with a date and a habit "
            + "column. The format is read from the content. Habits and records are matched by id: new ones are "
            + "added after your habits, nothing is deleted, and what was changed or deleted here after the file "
            + "was written (every habit and record already here, when the file says no time) is kept; --replace "
            + "gives the file's values back instead, on every device that syncs with this one, after asking. What "
            + "a format cannot carry (CSV has no units or order, and writes an at-most limit as a counter) is kept "
            + "as it is here, and importing the same file twice changes nothing. A new habit named like one of yours is kept beside it unless --match "
            + "merge merges it into yours. Everything is written in one go, or nothing when the file is invalid.":
            "Lit les sauvegardes JSON et CSV de Kadō, la base et l’export CSV de Loop Habit Tracker, l’export CSV "
            + "de HabitBull, les bases de Rewire et de Tickmate, et un tableur enregistré en CSV avec une colonne de "
            + "date et une d’habitude. Le format est lu dans le contenu. Habitudes et relevés sont appariés par identifiant : les nouveaux "
            + "sont ajoutés après vos habitudes, rien n’est supprimé, et ce qui a été modifié ou supprimé ici après "
            + "l’écriture du fichier (tout ce qui est déjà ici, quand le fichier ne dit pas d’heure) est gardé ; "
            + "--replace redonne plutôt les valeurs du fichier, sur chaque appareil synchronisé avec celui-ci, après "
            + "avoir demandé. Ce qu’un format ne peut pas porter (le CSV n’a ni unités ni ordre, et écrit une limite « au plus » "
            + "comme un compteur) reste tel quel ici, et importer deux fois le même fichier ne change rien. Une "
            + "nouvelle habitude du même nom qu’une des vôtres est gardée à côté, sauf si --match merge la fond "
            + "dans la vôtre. Tout est écrit d’un coup, ou rien si le fichier est invalide.",
        "Remove records stored outside the supported days (by an older version)":
            "Retirer les relevés rangés hors des jours acceptés (par une version plus ancienne)",
        "Kadō accepts days from 1900-01-01 to 2199-12-31. An older version accepted others, which no backup can "
            + "carry: kado export leaves them out and names them. repair removes those records and skips in one go "
            + "and lists each one; nothing else is touched.":
            "Kadō accepte les jours du 1900-01-01 au 2199-12-31. Une version plus ancienne en acceptait d’autres, "
            + "qu’aucune sauvegarde ne peut porter : kado export les laisse de côté et les nomme. repair retire "
            + "ces relevés et ces sauts d’un coup et les liste un par un ; rien d’autre n’est touché.",
        "Print a shell completion script": "Écrire un script de complétion pour le shell",
        "bash: source <(kado completion bash). zsh: kado completion zsh > \"${fpath[1]}/_kado\". fish: kado "
            + "completion fish > ~/.config/fish/completions/kado.fish.":
            "bash : source <(kado completion bash). zsh : kado completion zsh > \"${fpath[1]}/_kado\". fish : kado "
            + "completion fish > ~/.config/fish/completions/kado.fish.",
        "Print kado's version": "Écrire la version de kado",
        "Show help for kado or for one command": "Afficher l’aide de kado ou d’une commande",
    ]

    /// The help of arguments.
    static let arguments: [String: String] = [
        "next, run, test or install; next when left out":
            "« next », « run », « test » ou « install » ; « next » si elle est omise",
        "setup, passphrase, status or off; syncs now when left out":
            "« setup », « passphrase », « status » ou « off » ; sans action, synchronise maintenant",
        "For setup: folder or webdav": "Pour « setup » : « folder » ou « webdav »",
        "For setup: the folder's path, or the WebDAV URL": "Pour « setup » : le chemin du dossier, ou l’URL WebDAV",
        "The habit whose day to clear: its id, its exact name, or a unique beginning of its name; "
            + "without it, the last change made on this device is undone":
            "L’habitude dont effacer le jour : son identifiant, son nom exact, ou un début de nom qu’elle seule "
            + "a ; sans elle, le dernier changement fait sur cet appareil est annulé",
        "The habit: its id, its exact name, or a unique beginning of its name (any case)":
            "L’habitude : son identifiant, son nom exact, ou un début de nom qu’elle seule a (sans tenir compte "
            + "de la casse)",
        "YYYY-MM-DD, today, yesterday or -N (N days ago); today when left out":
            "AAAA-MM-JJ, today, yesterday ou -N (il y a N jours) ; aujourd’hui s’il est omis",
        "The habit's name (quote it when it has spaces)": "Le nom de l’habitude (entre guillemets s’il a des espaces)",
        "The new position, 1 for the top": "La nouvelle place, 1 pour la première",
        "The day's new total, a number of 0 or more (minutes for a timer); +N adds N to it":
            "Le nouveau total du jour, un nombre de 0 ou plus (des minutes pour un minuteur) ; +N y ajoute N",
        "A DAY, or FROM..TO (both included, each a DAY); today when left out":
            "Un JOUR, ou DÉBUT..FIN (tous deux compris, chacun un JOUR) ; aujourd’hui s’il est omis",
        "The note (quote it), or - to read it from standard input":
            "La note (entre guillemets), ou - pour la lire sur l’entrée standard",
        "One habit or more, each by its id, its exact name, or a unique beginning of its name (any case); quote "
            + "a name with spaces":
            "Une habitude ou plusieurs, chacune par son identifiant, son nom exact, ou un début de nom qu’elle "
            + "seule a (sans tenir compte de la casse) ; un nom avec des espaces entre guillemets",
        "week-start, day-start, language, push-url, push-format, push-token, backups, backup-folder or backup-keep":
            "« week-start », « day-start », « language », « push-url », « push-format », « push-token », "
            + "« backups », « backup-folder » ou « backup-keep »",
        "list, now, due or restore; list when left out":
            "« list », « now », « due » ou « restore » ; « list » s’il est omis",
        "list, restore or empty; list when left out":
            "« list », « restore » ou « empty » ; « list » s’il est omis",
        "For restore and empty: the habit in the trash, by its id or name":
            "Pour « restore » et « empty » : l’habitude de la corbeille, par son identifiant ou son nom",
        "For restore: the backup to restore": "Pour « restore » : la sauvegarde à restaurer",
        "The new value; shows the setting when left out": "La nouvelle valeur ; affiche le réglage si elle est omise",
        "The backup file": "Le fichier de sauvegarde",
        "bash, zsh or fish": "bash, zsh ou fish",
        "The command to describe": "La commande à décrire",
    ]

    /// The help of options, the global ones included.
    static let options: [String: String] = [
        "For setup webdav: the user name on the server": "Pour « setup webdav » : le nom d’utilisateur sur le serveur",
        "For setup webdav: a file whose first line is the password":
            "Pour « setup webdav » : un fichier dont la première ligne est le mot de passe",
        "For setup: encrypt the target end to end with a passphrase (asked twice); there is no recovery without it":
            "Pour « setup » : chiffrer la cible de bout en bout avec une phrase de passe (demandée deux fois) ; "
            + "sans elle, rien ne se récupère",
        "For passphrase: the old passphrase may be known to someone else; every device drops the earlier keys, "
            + "and files sealed only with them are no longer read (asks first)":
            "Pour « passphrase » : l’ancienne phrase de passe est peut-être connue de quelqu’un d’autre ; chaque "
            + "appareil retire les clés précédentes, et les fichiers scellés avec elles seules ne sont plus lus "
            + "(demande d’abord)",
        "For passphrase --old-leaked: change it without asking (for scripts)":
            "Pour « passphrase --old-leaked » : la changer sans demander (pour les scripts)",
        "For passphrase: type the passphrase that files held back here were sealed with (a change of passphrase "
            + "that lost a race, on a device switched off since); its key joins this device's ring, and their "
            + "changes go out under the current passphrase":
            "Pour « passphrase » : saisir la phrase de passe qui a scellé des fichiers mis de côté ici (un changement "
            + "de phrase de passe qui a perdu une course, sur un appareil éteint depuis) ; sa clé rejoint le "
            + "trousseau de cet appareil, et leurs changements partent sous la phrase de passe actuelle",
        "Run for a command that has answered already: a failed backup is kept for the next command to say":
            "Lancé pour une commande qui a déjà répondu : une sauvegarde en échec est gardée pour que la commande "
            + "suivante le dise",
        "For setup and passphrase: a file whose first line is the passphrase":
            "Pour « setup » et « passphrase » : un fichier dont la première ligne est la phrase de passe",
        "How often: day, N/week (1-7), weekdays such as mon,wed,fri, weekdays, weekends, Ndays (every N days), or "
            + "N/D (N times in any D days, as Loop Habit Tracker)":
            "À quel rythme : « day », « N/week » (1-7), des jours comme « mon,wed,fri », « weekdays », « weekends », "
            + "« Ndays » (tous les N jours), ou « N/D » (N fois en D jours quelconques, comme Loop Habit Tracker)",
        "What a day asks for: yesno, counter:N (at least N), timer:MINUTES, negative (something to avoid), "
            + "atmost:N (at most N)":
            "Ce qu’un jour demande : yesno, counter:N (au moins N), timer:MINUTES, negative (quelque chose à "
            + "éviter), atmost:N (au plus N)",
        "The unit of a counter or at-most habit (glasses, pages, coffees)":
            "L’unité d’un compteur ou d’une habitude « au plus » (verres, pages, cafés)",
        CommandCatalog.colorOption.help: "La couleur de l’habitude : "
            + HabitColor.allCases.map(\.rawValue).joined(separator: ", "),
        "An SF Symbol name for the Apple apps (book, drop, figure.walk)":
            "Un nom de symbole SF pour les applications Apple (book, drop, figure.walk)",
        "How many hours ahead to list, 1 to 168 (24 by default)":
            "Combien d’heures à l’avance lister, de 1 à 168 (24 par défaut)",
        "How many minutes Snooze puts the reminders off, 1 to 1440 (10 by default)":
            "De combien de minutes Plus tard repousse les rappels, de 1 à 1440 (10 par défaut)",
        "What the reminders do on a day already done: quiet (the default) or ring":
            "Ce que font les rappels un jour déjà fait : « quiet » (se taire, par défaut) ou « ring » (sonner)",
        "Reminders at these times (HH:MM, or several: 08:00,18:30), or off":
            "Des rappels à ces heures (HH:MM, ou plusieurs : 08:00,18:30), ou off",
        "The score shown: kado (Kadō's) or loop (Loop Habit Tracker's)":
            "Le score affiché : kado (celui de Kadō) ou loop (celui de Loop Habit Tracker)",
        "A new name": "Un nouveau nom",
        CommandCatalog.detailsOption.help:
            "Une description de l’habitude (pourquoi, comment ; plusieurs lignes conviennent) ; \"\" l’efface",
        CommandCatalog.sinceOption.help:
            "Le premier jour que l’habitude compte (AAAA-MM-JJ, yesterday, -N) ; \"\" laisse sa création et "
            + "ses données en décider",
        CommandCatalog.groupOption.help:
            "Le groupe de l’habitude (Santé, Travail) ; \"\" la sort de son groupe",
        "List only the habits of this group (in any case)":
            "Ne lister que les habitudes de ce groupe (majuscules ou non)",
        "Delete without asking": "Supprimer sans demander",
        "For empty: empty without asking (for scripts)": "Pour « empty » : vider sans demander (pour les scripts)",
        "For restore: show what would change without changing anything":
            "Pour « restore » : montrer ce qui changerait, sans rien changer",
        "For restore: restore without asking (for scripts)":
            "Pour « restore » : restaurer sans demander (pour les scripts)",
        "For restore: put the database back to the file, deleting or reverting later changes on every "
            + "synced device":
            "Pour « restore » : remettre la base dans l’état du fichier, en supprimant ou en défaisant les "
            + "changements plus récents sur chaque appareil synchronisé",
        "Give the file's values back even to what changed here later, on every synced device (asks first)":
            "Redonner les valeurs du fichier même à ce qui a changé ici depuis, sur chaque appareil synchronisé "
            + "(demande d’abord)",
        "With --replace: replace without asking (for scripts)":
            "Avec --replace : remplacer sans demander (pour les scripts)",
        "Also list the archived habits": "Lister aussi les habitudes archivées",
        "Print only the names, one a line (for scripts and shell completion)":
            "N’écrire que les noms, un par ligne (pour les scripts et la complétion du shell)",
        "text (the default, one line), json, waybar (one JSON object a line), i3blocks (full text, short text, "
            + "colour) or tmux":
            "text (par défaut, une ligne), json, waybar (un objet JSON par ligne), i3blocks (texte complet, texte "
            + "court, couleur) ou tmux",
        "Show only this habit (id, name or beginning of a name)":
            "N’afficher que cette habitude (identifiant, nom ou début de nom)",
        "Print again whenever the snapshot changes and at the day's start (waybar)":
            "Écrire de nouveau à chaque changement de l’instantané et au début du jour (waybar)",
        "The IP address to listen on (default 127.0.0.1; 0.0.0.0 for every network)":
            "L’adresse IP où écouter (127.0.0.1 par défaut ; 0.0.0.0 pour tous les réseaux)",
        "The port (default 4810; 0 picks a free one)": "Le port (4810 par défaut ; 0 en prend un libre)",
        "Connections open at once, from every device (default 512)":
            "Connexions ouvertes à la fois, de tous les appareils (512 par défaut)",
        "Connections open at once from one device (default 32)":
            "Connexions ouvertes à la fois depuis un même appareil (32 par défaut)",
        "Seconds a request's headers may take to arrive, and a small body (default 10)":
            "Secondes que peuvent prendre les en-têtes d’une requête pour arriver, et un petit corps (10 par défaut)",
        "Seconds a connection may wait between requests (default 30)":
            "Secondes qu’une connexion peut attendre entre deux requêtes (30 par défaut)",
        "Also accept this host name in requests (e.g. mypc.local)":
            "Accepter aussi ce nom d’hôte dans les requêtes (par exemple mypc.local)",
        "Make a new access token (the old one stops working) and show it":
            "Créer un nouveau jeton d’accès (l’ancien cesse de marcher) et l’afficher",
        "Open the app in the default browser": "Ouvrir l’application dans le navigateur par défaut",
        "How many days to ask about, ending today (1 to 60, default 1)":
            "Combien de jours demander, jusqu’à aujourd’hui (de 1 à 60, 1 par défaut)",
        "How many days to show, ending today (default 14)":
            "Combien de jours afficher, jusqu’à aujourd’hui (14 par défaut)",
        "json (the default) or csv": "json (par défaut) ou csv",
        "A file, a folder (for kado-backup-YYYY-MM-DD.json), or - for standard output":
            "Un fichier, un dossier (pour kado-backup-AAAA-MM-JJ.json), ou - pour la sortie standard",
        "Show what would change without changing anything": "Montrer ce qui changerait, sans rien changer",
        "For a new habit named like one of yours: keep-both (the default) or merge into yours":
            "Pour une nouvelle habitude du même nom qu’une des vôtres : keep-both (par défaut) ou merge dans la vôtre",
        "How dates like 03/04/2020 read: dmy (day first), mdy (month first) or ymd; by default the "
            + "file's own dates decide":
            "Comment lire les dates comme 03/04/2020 : dmy (le jour d’abord), mdy (le mois d’abord) ou ymd ; par "
            + "défaut, les dates du fichier décident",
        "List them without removing anything": "Les lister sans rien retirer",
        "The database file (default: $KADO_DB, else ~/.local/share/kado/kado.sqlite)":
            "Le fichier de la base (par défaut : $KADO_DB, sinon ~/.local/share/kado/kado.sqlite)",
        "Pin the clock (also $KADO_NOW): 2026-04-10T09:30:00Z, 2026-04-10T09:30 in local time, or 2026-04-10 for "
            + "its noon":
            "Fixer l’horloge (aussi $KADO_NOW) : 2026-04-10T09:30:00Z, 2026-04-10T09:30 en heure locale, ou "
            + "2026-04-10 pour son midi",
        "Print JSON instead of text, errors included": "Écrire du JSON au lieu du texte, erreurs comprises",
        "Never colour the output (colours are also off when NO_COLOR is set)":
            "Ne jamais colorer la sortie (les couleurs sont aussi éteintes quand « NO_COLOR » est défini)",
        "Show help": "Afficher l’aide",
        "Week by week, the last 8 weeks (the default)": "Semaine par semaine, les 8 dernières (par défaut)",
        "Month by month, the last 6 months": "Mois par mois, les 6 derniers",
        "For a command that changes something: print nothing when it succeeds (errors still go to standard error, "
            + "with the same exit codes)":
            "Pour une commande qui change quelque chose : ne rien écrire quand elle réussit (les erreurs vont "
            + "toujours sur la sortie d’erreur, avec les mêmes codes)",
    ]
}
