# Widget messages, German, in Fluent syntax (TRANSLATING.md). Message ids are the
# widget's keys with '-' for '.'. Plural messages select on $n with this language's CLDR
# categories; see TRANSLATING.md.
#
# { $cards } is filled with card names in the nominative ("Kreuz-Bube, Herz-Bube": the
# screen-reader narration and the hints) or with card symbols. A sentence therefore never makes
# it the object of a verb ("spielt Kreuz-Bube" would need "den Kreuz-Buben"): it stands after a
# colon ("{ $seat } spielt: { $cards }.", "Tipp zum Spielen: { $cards }.").

card-joker = Joker
card-joker_as = Joker als { $rank }
card-joker_as_card = Joker als { $card }
card-joker_short = JOKER
card-pattern = { $suit }-{ $rank }
choice-first_lead-seat0 = wer auf Sitz 0 sitzt, mit einem beliebigen Zug
choice-first_lead-three_of_clubs = wer die Kreuz-Drei hat (muss sie spielen)
choice-first_lead-three_of_diamonds = wer die Karo-Drei hat (muss sie spielen)
choice-jokers-0 = keine
choice-jokers-1 = 1
choice-jokers-2 = 2
choice-later_lead-after_asshole = der Spieler nach dem Letzten der vorigen Runde
choice-later_lead-asshole = der Letzte der vorigen Runde
choice-revolution_timing-after_trick = wenn der Stapel das nächste Mal abgeräumt wird
choice-revolution_timing-immediate = sofort
count-cards =
    { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    }
direction-backward = umgekehrt
engine-error = In der Spiel-Engine ist ein Fehler aufgetreten. Starte eine neue Partie, um weiterzuspielen.
engine-failed = Die Spiel-Engine konnte in diesem Browser nicht geladen werden. Regeln und Beispiele auf dieser Seite funktionieren weiterhin; lade die Seite neu, um es noch einmal zu versuchen.
engine-failed_browser = Dieser Browser kann die Spiel-Engine nicht ausführen: Sie braucht WebAssembly und Modul-Worker. Ein aktueller Browser kann das.
engine-failed_network = Eine Datei der Spiel-Engine ist nicht angekommen – vielleicht ist die Verbindung weg. Versuche es erneut, sobald du wieder online bist.
engine-loading = Die Spiel-Engine wird geladen …
engine-ready = Die Spiel-Engine ist bereit.
engine-retry = Erneut versuchen
error-already_passed = Dieser Spieler hat gepasst und wartet, bis der Stapel abgeräumt ist.
error-cannot_pass_on_lead = Wer anspielt, darf nicht passen: Leg etwas auf den leeren Stapel.
error-generic = Dieser Zug ist nicht erlaubt.
error-invalid_combination = Diese Karten ergeben keine erlaubte Kombination: Spiele Karten eines Rangs (oder, wenn Straßen erlaubt sind, eine Straße in einer Farbe).
error-invalid_give = Wähle genauso viele Karten wie verlangt.
error-locked = Der Stich ist gesperrt: Spiele Karten der gesperrten Farben.
error-must_include =
    { $suit ->
        [C] Das erste Anspiel muss die Kreuz-Drei enthalten.
        [D] Das erste Anspiel muss die Karo-Drei enthalten.
       *[other] Das erste Anspiel muss diese Karte enthalten: { $card }.
    }
error-not_higher = Das schlägt die oberste Kombination nicht.
error-not_in_hand = Eine gewählte Karte ist nicht im Blatt dieses Spielers.
error-not_your_turn = Dieser Spieler ist nicht am Zug.
error-round_over = Die Runde ist vorbei.
error-wrong_count = Spiele so viele Karten, wie die oberste Kombination hat (bei einer Straße: dieselbe Länge).
error-wrong_type = Sätze gehen nur auf Sätze, Straßen nur auf Straßen.
event-capital_fall = Sturz aus der Hauptstadt! Ein anderer ist zuerst ausgegangen, also fällt { $inline }, der Erste der vorigen Runde, auf Platz { $place }.
event-capital_fall-you = Sturz aus der Hauptstadt! Ein anderer ist zuerst ausgegangen, also fällst du auf Platz { $place }.
event-clear-bomb =
    { $order ->
       *[normal] Die Bombe, eine einzelne 2, räumt den Stapel ab.
        [reversed] Die Bombe, in der umgekehrten Rangfolge eine einzelne 3, räumt den Stapel ab.
    }
event-clear-eight = Der Zug mit der 8 räumt den Stapel ab.
event-clear-four_of_a_kind = Der Vierling räumt den Stapel ab.
event-clear-generic = Der Stapel wird abgeräumt.
event-clear-match = Das Paar gleichen Rangs räumt den Stapel ab.
event-clear-spade3_return = Die Pik-3 räumt den Stapel ab.
event-clear-threes = Der Satz Dreien räumt den Stapel ab, denn in der umgekehrten Rangfolge sind Dreien der höchste Rang.
event-clear-twos = Der Satz Zweien räumt den Stapel ab.
event-counter_revolution = Gegenrevolution: Die normale Rangfolge gilt wieder.
event-descent =
    { $n ->
        [one] Abstieg! Alle, die noch in der Runde sind, werfen eine Karte ab.
       *[other] Abstieg! Alle, die noch in der Runde sind, werfen { $n } Karten ab.
    }
event-direction_backward = Die Spielrichtung kehrt sich um.
event-direction_forward = Die Spielrichtung ist wieder normal.
event-discard = { $subject } wirft ab: { $cards }.
event-discard-you = Du wirfst ab: { $cards }.
event-exchange = { $subject } gibt an { $to } ab: { $cards }.
event-exchange-to_you = Du bekommst von { $subject }: { $cards }.
event-exchange-you = Du gibst an { $to } ab: { $cards }.
event-exchange_hidden =
    { $n ->
        [one] { $subject } gibt eine Karte an { $to }.
       *[other] { $subject } gibt { $n } Karten an { $to }.
    }
event-forbidden_finish = { $subject } geht mit einer verbotenen Karte aus und belegt Platz { $place }.
event-forbidden_finish-you = Du gehst mit einer verbotenen Karte aus und belegst Platz { $place }.
event-inherit = { $subject } vererbt an { $to }: { $cards }.
event-inherit-to_you = Du erbst von { $subject }: { $cards }.
event-inherit-you = Du vererbst an { $to }: { $cards }.
event-inherit_hidden =
    { $n ->
        [one] { $subject } vererbt eine Karte an { $to }.
       *[other] { $subject } vererbt { $n } Karten an { $to }.
    }
event-jack_back =
    { $order ->
       *[reversed] Buben-Umkehr! Bis zum Abräumen ist die Rangfolge umgekehrt.
        [normal] Buben-Umkehr! Bis zum Abräumen gilt wieder die normale Rangfolge.
    }
event-jack_back_end =
    { $order ->
       *[normal] Die Buben-Umkehr endet, und es gilt die normale Rangfolge.
        [reversed] Die Buben-Umkehr endet, und es gilt die umgekehrte Rangfolge.
    }
event-lock =
    { $n ->
        [one] Sperre! Bis zum Abräumen muss jeder Zug { $suits } bedienen.
       *[other] Sperre! Bis zum Abräumen muss jeder Zug diese Farben bedienen: { $suits }.
    }
event-pass = { $subject } passt.
event-pass-you = Du passt.
event-play = { $subject } spielt: { $cards }.
event-play-you = Du spielst: { $cards }.
event-revolution = Revolution! Die Rangfolge kehrt sich um: Jetzt ist die 3 die höchste und die 2 die niedrigste Karte.
event-round_over = Die Runde ist vorbei.
event-skip = { $subject } wird übersprungen.
event-skip-you = Du wirst übersprungen.
event-spade3_return = { $subject } kontert den Joker mit der Pik-3!
event-spade3_return-you = Du konterst den Joker mit der Pik-3!
event-trick_won =
    { $reason ->
       *[passed] Alle anderen haben gepasst, also gewinnt { $inline } den Stich, und der Stapel wird abgeräumt.
        [no_one_left] Niemand sonst kann noch spielen, also gewinnt { $inline } den Stich, und der Stapel wird abgeräumt.
    }
event-trick_won-you =
    { $reason ->
       *[passed] Alle anderen haben gepasst, also gewinnst du den Stich, und der Stapel wird abgeräumt.
        [no_one_left] Niemand sonst kann noch spielen, also gewinnst du den Stich, und der Stapel wird abgeräumt.
    }
event-unknown = Das Spiel geht weiter.
event-went_out = { $subject } hat keine Karten mehr, geht aus und belegt Platz { $place }.
event-went_out-you = Du hast keine Karten mehr, gehst aus und belegst Platz { $place }.
event-went_out_inheritance = { $subject } hält nur noch Zweien und Joker, geht sofort aus (Platz { $place }) und vererbt sie.
event-went_out_inheritance-you = Du hältst nur noch Zweien und Joker, gehst sofort aus (Platz { $place }) und vererbst sie.
example-broken = Dieses Beispiel kann nicht angezeigt werden.
example-label = Schritt-für-Schritt-Beispiel
example-missing = Für dieses Beispiel fehlen die Daten.
give-prompt_discard =
    { $n ->
        [one] Wähle eine Karte zum Abwerfen.
       *[other] Wähle { $n } Karten zum Abwerfen.
    }
give-prompt_inheritance = Wähle eine Karte und den Spieler, der sie erbt.
give-prompt_to =
    { $n ->
        [one] Wähle eine Karte, die du an { $to } gibst.
       *[other] Wähle { $n } Karten, die du an { $to } gibst.
    }
give-to = An:
hand-empty = Keine Karten mehr.
hand-fits = { $card } (passt zu deiner Auswahl)
hand-not_playable = { $card } (jetzt nicht spielbar)
hand-sort_rank = Nach Rang sortieren
hand-sort_suit = Nach Farbe sortieren
handover-show = Karten von { $seat } zeigen
handover-title = Gib das Gerät an { $seat } weiter.
hint-discard = Tipp zum Abwerfen: { $cards }.
hint-give_to = Tipp zum Abgeben an { $to }: { $cards }.
hint-inherit = Tipp zum Vererben an { $to }: { $cards }.
hint-pass = Tipp: passen.
hint-play = Tipp zum Spielen: { $cards }.
jack_back-until_clear = gilt bis zum Abräumen
label-ai_speed = Tempo der Computergegner
label-direction = Richtung
label-hand = Blatt
label-hands = Blätter
label-jack_back = Buben-Umkehr
label-joker_card = Die Karte, für die der Joker steht
label-lock = Gesperrte Farben
label-options = Optionen
label-order = Rangfolge
label-pile = Stapel
label-players = Spieler
label-preset = Regelwerk
label-seat = Sitz
label-seed = Spielnummer
label-seed_random = zufällig
label-status = Status
label-to_act = Am Zug
label-your_hand = Dein Blatt
letter-A = A
letter-J = B
letter-K = K
letter-Q = D
level-baseline = Referenz
level-easy = Leicht
level-expert = Experte
level-hard = Schwer
level-human = Person an diesem Gerät
level-normal = Normal
link-bad = Die Einstellungen dieses Links konnten nicht übernommen werden ({ $part }); es gelten die Standardeinstellungen.
link-ignored = Nicht übernommen aus diesem Link: { $parts }. Die übrigen Einstellungen gelten.
link-rejected = Diese Einstellungen passen nicht zusammen; es gelten die Standardeinstellungen.
link-too_long = Dieser Link ist zu lang; es gelten die Standardeinstellungen.
link-why_encoding = fehlerhafte Kodierung
link-why_locked = in diesem Regelwerk festgelegt
link-why_players = nur { $min } bis { $max } Spieler erlaubt
link-why_unknown = unbekannte Einstellung
link-why_value = Wert nicht erlaubt
log-undone = Du nimmst deinen letzten Zug zurück.
move-give = abgeben: { $cards }
move-pass = Passen
offline-reload = Neu laden
offline-update = Eine neue Version dieser Website ist bereit.
option-capital_fall = Sturz aus der Hauptstadt
option-descents = Abstieg
option-eight_clears = Acht räumt ab
option-equal_plays = Gleichwertige Züge
option-exchange = Kartentausch
option-first_lead = Erstes Anspiel
option-five_skip = Fünf überspringt
option-forbidden_finish = Verbotenes Ausgehen
option-inheritance = Erbschaft
option-jack_back = Buben-Umkehr
option-joker_not_two = Joker nie als 2
option-jokers = Joker
option-later_lead = Wer in späteren Runden anspielt
option-lock = Sperre
option-match_clears = Paar gleichen Rangs räumt ab
option-match_skips = Einzelkarte gleichen Rangs lässt aussetzen
option-quad_clears = Vierling räumt ab
option-revolution = Revolution
option-revolution_timing = Wann die Revolution wirkt
option-rounds = Runden
option-sequences = Straßen
option-seven_pass = Sieben gibt weiter
option-spade3_return = Pik-3-Konter
option-ten_discard = Zehn wirft ab
option-two_bombs = Bombe (eine einzelne 2 räumt den Stapel ab)
option-two_clears = Ein Satz Zweien räumt ab
option-uneven_deal = Ungleiches Austeilen
option-western_revolution = Westliche Revolution
option_help-capital_fall = Ab der zweiten Runde: Geht ein anderer zuerst aus, fällt der bisherige Präsident auf den niedrigsten freien Platz (meist den letzten).
option_help-descents = Drei gleich große Sätze nacheinander im selben Stich, jeder einen Rang höher in der geltenden Rangfolge: Alle, die noch in der Runde sind, werfen so viele Karten ab, wie jeder Satz hatte (nie die letzte).
option_help-eight_clears = Jeder Zug mit einer 8 räumt den Stapel ab; wer die 8 gelegt hat, spielt den nächsten Stich an.
option_help-equal_plays = Ein Zug darf gleich hoch sein wie die oberste Kombination; ohne diese Option muss er höher sein.
option_help-exchange = Ab der zweiten Runde geben die Letzten der vorigen Runde ihre besten Karten an die Ersten ab und bekommen Karten nach deren Wahl zurück.
option_help-first_lead = Wer den ersten Stich der Partie anspielt.
option_help-five_skip = Ein Satz Fünfen lässt für jede 5 einen Spieler aussetzen; eine Straße mit einer 5 lässt niemanden aussetzen.
option_help-forbidden_finish = Wer mit einem Joker, mit dem höchsten Rang der geltenden Rangfolge (einer 2, in der umgekehrten einer 3), mit einer 8, wenn die 8 abräumt, oder mit der Pik-3 auf einen Joker ausgeht, bekommt den niedrigsten freien Platz.
option_help-inheritance = Wer nur noch Zweien und Joker hat, geht sofort aus und vererbt sie an Spieler, die noch in der Runde sind.
option_help-jack_back = Ein Satz Buben kehrt die Rangfolge bis zum Abräumen um; eine Straße mit einem Buben nicht.
option_help-joker_not_two = Ein Joker kann jeden Rang ersetzen, nur nicht die 2.
option_help-jokers = Wie viele Joker im Spiel sind. Ein Joker kann in einem Satz oder einer Straße für eine Karte stehen. Allein gelegt ist er die höchste Einzelkarte: Nur die Pik-3 schlägt ihn, wenn der Pik-3-Konter eingeschaltet ist, und bei zwei Jokern und gleichwertigen Zügen darf der andere Joker allein darauf.
option_help-later_lead = Wer den ersten Stich jeder weiteren Runde anspielt.
option_help-lock = Zwei Züge hintereinander in denselben Farben sperren den Stich auf diese Farben.
option_help-match_clears = Nur mit gleichwertigen Zügen: Ein Paar auf ein Paar gleichen Rangs räumt den Stapel ab.
option_help-match_skips = Nur mit gleichwertigen Zügen: Folgt auf eine Einzelkarte eine Einzelkarte gleichen Rangs, setzt der nächste Spieler aus.
option_help-players = { $min } bis { $max } Spieler am Tisch, dich eingerechnet.
option_help-quad_clears = Ein Vierling räumt den Stapel sofort ab.
option_help-revolution = Jeder Vierling kehrt die Rangfolge um (dann ist die 3 am höchsten und die 2 am niedrigsten; der nächste Vierling dreht sie zurück).
option_help-revolution_timing = Sofort oder erst, wenn der Stapel das nächste Mal abgeräumt wird.
option_help-rounds = Wie viele Runden die Partie dauert; die Punkte werden zusammengezählt.
option_help-seed = Gleiche Spielnummer, gleiche Karten. Bleibt das Feld leer, wird zufällig gemischt.
option_help-sequences = Neben Sätzen auch Straßen: drei oder mehr aufeinanderfolgende Karten einer Farbe.
option_help-seven_pass = Nach einem Satz Siebenen gibst du für jede 7 eine Karte an den nächsten Spieler, der noch in der Runde ist.
option_help-spade3_return = Die Pik-3 schlägt einen einzelnen Joker und räumt den Stapel ab.
option_help-ten_discard = Nach einem Satz Zehnen musst du für jede 10 eine Karte abwerfen.
option_help-two_bombs = Eine einzelne 2 (in der umgekehrten Rangfolge eine einzelne 3) darf auf jedes Paar, jeden Drilling, Vierling und jede Straße, dazu auf jede Einzelkarte, die sie schlägt (nie auf einen einzelnen Joker), und räumt den Stapel ab.
option_help-two_clears = Ein Satz des höchsten Rangs (Zweien, in der umgekehrten Rangfolge Dreien) räumt den Stapel ab; wer ihn gelegt hat, spielt den nächsten Stich an.
option_help-uneven_deal = Ab der zweiten Runde bekommen die Ersten mehr Karten, die Letzten weniger.
option_help-western_revolution = Ein Vierling oder vier einzelne Karten eines Rangs nacheinander kehren die Rangfolge und die Spielrichtung um.
order-normal = normal (3 niedrig, 2 hoch)
order-reversed = umgekehrt (2 niedrig, 3 hoch)
pile-empty = leer
play-back_to_example = Zurück zum Beispiel
play-cannot_start = Die Partie konnte nicht gestartet werden.
play-give = Abgeben
play-hint = Tipp
play-label = Präsident spielen
play-log = Spielverlauf
play-new_deal = Neu austeilen
play-new_game = Neue Partie
play-next_round = Nächste Runde
play-pass = Passen
play-play = Spielen
play-replay_deal = Dieselben Karten noch einmal spielen
play-round = Runde { $i } von { $n }
play-select_first = Wähle zuerst Karten aus.
play-selection_ok = Bereit zum Spielen: { $cards }.
play-selection_ok_discard = Bereit zum Abwerfen: { $cards }.
play-selection_ok_give = Bereit zum Abgeben: { $cards }.
play-settings = Spieleinstellungen
play-undo = Rückgängig
play-waiting = Warten auf { $seat } …
play-your_turn_follow = Du bist dran: Schlag die oberste Kombination oder pass.
play-your_turn_first_lead =
    { $suit ->
        [C] Du spielst den ersten Stich der Partie an. Dein Zug muss die Kreuz-Drei enthalten.
       *[D] Du spielst den ersten Stich der Partie an. Dein Zug muss die Karo-Drei enthalten.
    }
play-your_turn_lead = Du spielst an: Jede Kombination ist erlaubt.
preset-cardverse = CardVerse
preset-classic = Klassisch
preset-daifugo = Dai Fugo
preset-hebrew = Israelische Hausregeln
preset-japanese = Japanische Sonderregeln
preset_desc-cardverse = Ein strenges veröffentlichtes Regelwerk: 3 bis 6 Spieler, keine gleichwertigen Züge, mit Revolution.
preset_desc-classic = Präsident in der Standardform: nur Sätze, gleichwertige Züge erlaubt, ein Satz Zweien räumt ab.
preset_desc-daifugo = Der japanische Vorfahr von Präsident: ein Joker, Straßen, „Acht räumt ab“, Revolution nach dem Stich.
preset_desc-hebrew = Die Hausregeln des hebräischsprachigen Lexikonartikels: Bombe, gleicher Rang lässt aussetzen oder räumt ab, zwei Joker, ungleiches Austeilen.
preset_desc-japanese = Dai Fugo mit den Sonderregeln, die in Japan am meisten gespielt werden: Pik-3-Konter, Sperre, Buben-Umkehr, Sturz aus der Hauptstadt, verbotenes Ausgehen und die japanischen Titel.
rank-10 = Zehn
rank-2 = Zwei
rank-3 = Drei
rank-4 = Vier
rank-5 = Fünf
rank-6 = Sechs
rank-7 = Sieben
rank-8 = Acht
rank-9 = Neun
rank-A = Ass
rank-J = Bube
rank-K = König
rank-Q = Dame
reason-cannot_pass_on_lead = Wer anspielt, darf nicht passen.
reason-invalid_combination = Diese Karten ergeben keine erlaubte Kombination.
reason-invalid_give = Karten werden nur abgegeben, wenn eine Abgabe ansteht: genauso viele wie verlangt, aus dem eigenen Blatt und an einen Spieler, der sie bekommen darf.
reason-locked = Der Stich ist gesperrt, und dieser Zug bedient die gesperrten Farben nicht.
reason-wrong_count = Ein Zug muss so viele Karten haben wie die oberste Kombination (eine Straße dieselbe Länge).
result-all_rounds = Alle Runden
result-game_over = Ende der Partie
result-place = Platz
result-points = Punkte
result-round_over = Runde { $i } ist vorbei
result-round_short = Runde { $i }
result-title = Titel
result-total = Gesamt
result-winner_you = Du gewinnst.
result-winner =
    { $count ->
        [one] Gewinner: { $seats }
       *[other] Gemeinsame Gewinner: { $seats }
    }
save-restored = Deine laufende Partie ist wieder da, wo du aufgehört hast.
saved-cannot_keep = Diese Partie kann auf diesem Gerät nicht gespeichert werden, weil der Speicher voll oder gesperrt ist. Du kannst sie trotzdem zu Ende spielen.
saved-current = Diese Partie
saved-delete = Löschen
saved-limit =
    { $n ->
        [one] Dieses Gerät hebt eine laufende Partie auf. Beginnst du eine neue, wird die alte gelöscht.
       *[other] Dieses Gerät hebt bis zu { $n } laufende Partien auf. Beginnst du eine weitere, wird die Partie gelöscht, die am längsten nicht gespielt wurde.
    }
saved-none = Auf diesem Gerät ist keine laufende Partie gespeichert.
saved-played = Zuletzt gespielt
saved-resume = Weiterspielen
saved-round = Runde
saved-title = Laufende Partien
seat-name = Sitz { $n }
seat-inline =
    { $kind ->
        [number] Sitz { $n }
        [you] Du
       *[named] { $seat }
    }
seat-subject =
    { $named ->
        [yes] { $seat }
       *[no] { $seat }
    }
seat-you = Du
settings-group-beat = Was schlägt was
settings-group-clear = Abräumen
settings-group-house = Hausregeln
settings-group-lead = Anspielen und Kartentausch
settings-group-local = Sonderregeln von Dai Fugo
settings-group-more = Weitere Optionen
settings-group-players = Spieler und Runden
settings-group-revolution = Revolution
settings-locked = Von diesem Regelwerk festgelegt.
settings-more = Zur Regel
settings-needs_jokers = Wirkt nur mit Jokern im Spiel.
settings-needs_revolution = Wirkt nur, wenn „Revolution“ eingeschaltet ist.
settings-needs_rounds = Wirkt erst ab der zweiten Runde, also in einer Partie mit zwei oder mehr Runden.
settings-seats = Sitze
share-copied = Kopiert
share-copy = Kopieren
share-label = Link zu dieser Partie (gleiche Spielnummer, gleiche Einstellungen):
share-select = Link markieren und kopieren
speed-fast = Schnell
speed-instant = Sofort
speed-normal = Normal
speed-slow = Langsam
stats-average_place = Platz im Schnitt
stats-average_points = Punkte im Schnitt
stats-games = Partien
stats-none = Noch keine beendete Partie auf diesem Gerät.
stats-reset = Statistik zurücksetzen
stats-reset_confirm = Die Statistik aller Regelwerke zurücksetzen? Das lässt sich nicht rückgängig machen.
stats-title = Statistik
stats-wins = Siege
status-out = ausgegangen, Platz { $place }
status-place = Platz { $place }
status-passed = gepasst
status-to_act = am Zug
step-counter = Schritt { $i } von { $n }
step-copy_link = Link zu diesem Schritt kopieren
step-first = Erster Schritt
step-game_elsewhere = Das Beispiel steht jetzt bei Schritt { $j }; diese Partie geht ab Schritt { $i } weiter.
step-game_from = Partie ab Schritt { $i } dieses Beispiels
step-last = Letzter Schritt
step-link_copied = Link kopiert
step-link_in_address = Der Link zu diesem Schritt steht in der Adresszeile.
step-next = Nächster Schritt
step-next_to_act = { $seat } ist am Zug.
step-play_on = Von hier aus weiterspielen
step-play_on_step = Ab Schritt { $j } weiterspielen
step-previous = Vorheriger Schritt
step-rejected-discard = { $seat } will abwerfen ({ $cards }), aber das ist nicht erlaubt.
step-rejected-give = { $seat } will abgeben ({ $cards }), aber das ist nicht erlaubt.
step-rejected-pass = { $seat } will passen, aber das ist nicht erlaubt.
step-rejected-play = { $seat } will spielen ({ $cards }), aber das ist nicht erlaubt.
step-start = Die Ausgangslage.
suit-C = Kreuz
suit-D = Karo
suit-H = Herz
suit-S = Pik
title-asshole = Arschloch
title-citizen = Bürger
title-daifugo = Daifugō
title-daihinmin = Daihinmin
title-fugo = Fugō
title-heimin = Heimin
title-hinmin = Hinmin
title-loser = Verlierer
title-middle = Mittlerer
title-president = Präsident
title-vice_asshole = Vize-Arschloch
title-vice_loser = Vize-Verlierer
title-vice_president = Vizepräsident
trick-earlier =
    { $n ->
        [one] und ein früherer Zug
       *[other] und { $n } frühere Züge
    }
engine-progress = { $loaded } von { $total } MB

## Online play (lobby.js, online-host.js, online-guest.js)
level-remote = Online-Spieler
online-bad_link = Dieser Einladungslink ist unvollständig. Lass ihn dir noch einmal schicken.
online-close = Tisch schließen
online-copied = Link kopiert.
online-copy = Link kopieren
online-error_name = Gib zuerst deinen Namen ein (höchstens 24 Zeichen).
online-error_refused = Der Gastgeber konnte das nicht ausführen. Lade die Seite neu, falls der Tisch falsch aussieht.
online-error_seat_taken = Jemand anderes hat diesen Sitz gerade belegt. Wähle einen anderen.
online-error_started = Die Partie an diesem Tisch hat schon begonnen.
online-error_table_full = Dieser Tisch ist voll, alle Sitze sind belegt.
online-hand_to_ai = Computer für { $name } spielen lassen
online-host = Gastgeber
online-invite = Freunde einladen
online-label = Online-Tisch
online-leave = Tisch verlassen
online-link = Einladungslink
online-play_alone = Gegen den Computer spielen
online-qr = QR-Code des Einladungslinks
online-qr_show = QR-Code zeigen
online-seat_ai = { $seat }: Computer ({ $level })
online-seat_away_ai = { $name }: abwesend, bis zur Rückkehr spielt der Computer ({ $level })
online-seat_free = { $seat }: frei (bleibt er leer, spielt der Computer auf Stufe { $level })
online-seat_guest = { $name }: am Tisch
online-seat_guest_gone = { $name }: nicht verbunden
online-seat_host = { $name }: hat den Tisch eröffnet
online-seat_host_you = { $name }: du, dein Tisch
online-seat_you = { $name }: du
online-seats = Sitze
online-start = Partie starten
online-status_absent = Der Gastgeber ist nicht am Tisch (vielleicht ist seine Seite geschlossen). Neuer Versuch läuft …
online-status_browser = Dieser Browser kann nicht online spielen, dafür braucht er WebRTC.
online-status_choose = Gib deinen Namen ein und nimm einen freien Sitz.
online-status_connecting = Verbindung zum Tisch wird aufgebaut …
online-status_ended = Der Gastgeber hat diesen Tisch geschlossen.
online-status_lost = Die Verbindung zum Gastgeber ist abgebrochen. Neuer Versuch läuft …
online-status_open = Schick den Link an deine Freunde. Wenn alle sitzen, drück auf „Partie starten“; auf freien Sitzen spielt der Computer.
online-status_opening = Tisch wird eröffnet …
online-status_playing = Deine Freunde spielen an ihren eigenen Geräten. Bleibt jemand weg, kann der Computer seinen Sitz übernehmen.
online-status_playing_guest =
    { $named ->
        [yes] Du spielst am Tisch von { $host }.
       *[no] Du spielst an diesem Tisch mit.
    }
online-status_seated =
    { $named ->
        [yes] Du sitzt auf Sitz { $n }. Warten, bis { $host } die Partie startet.
       *[no] Du sitzt auf Sitz { $n }. Warten, bis der Gastgeber die Partie startet.
    }
online-status_signal = Der Server, der die Spieler miteinander verbindet (unter { $address }), ist nicht erreichbar, daher geht Online-Spielen gerade nicht (siehe die Seite „Online spielen“). Neuer Versuch läuft …
online-status_started = Die Partie an diesem Tisch hat schon begonnen, und es ist kein Sitz für dich frei.
online-status_taken = Dieser Tisch ist schon in einem anderen Tab oder Fenster geöffnet. Schließ ihn dort und lade diese Seite neu.
online-status_webrtc = Dein Browser und der des Gastgebers konnten keine Verbindung aufbauen. Manche Netzwerke sperren direkte Verbindungen; die Website braucht dann einen TURN-Server (siehe die Seite „Online spielen“). Neuer Versuch läuft …
online-table_gone = Dieser Browser hat den Tisch nicht mehr gespeichert. Lade deine Freunde noch einmal ein.
online-take_seat = Auf Sitz { $n } setzen
online-waiting_deal =
    { $named ->
        [yes] Warten, bis { $host } austeilt.
       *[no] Warten, bis der Gastgeber austeilt.
    }
online-waiting_game = Die Karten werden ausgeteilt, sobald der Gastgeber die Partie startet.
online-waiting_players = Warten auf Mitspieler. Die Partie beginnt, wenn du auf „Partie starten“ drückst.
online-your_name = Dein Name

## Statistics of pass and play (results.js)
stats-shared_row = { $preset }, mehrere Personen an diesem Gerät

## The reader's own seat is to act (table-view.js)
status-your_turn = du bist dran
