# Widget messages, Dutch, in Fluent syntax (TRANSLATING.md). Message ids are the
# widget's keys with '-' for '.'. Plural messages select on $n with this language's CLDR
# categories; see TRANSLATING.md.

card-joker = joker
card-joker_as = joker als { $rank }
card-joker_as_card = joker als { $card }
card-joker_short = JOKER
card-pattern = { $suit } { $rank }
choice-first_lead-seat0 = wie op plaats 0 zit, met een zet naar keuze
choice-first_lead-three_of_clubs = wie klaveren drie heeft (moet die spelen)
choice-first_lead-three_of_diamonds = wie ruiten drie heeft (moet die spelen)
choice-jokers-0 = geen
choice-jokers-1 = 1
choice-jokers-2 = 2
choice-later_lead-after_asshole = de speler na de laatste van de vorige ronde
choice-later_lead-asshole = de Klootzak van de vorige ronde
choice-revolution_timing-after_trick = zodra de stapel wordt opgeruimd
choice-revolution_timing-immediate = meteen
count-cards =
    { $n ->
        [one] 1 kaart
       *[other] { $n } kaarten
    }
direction-backward = omgekeerd
engine-error = Er ging iets mis in de spelengine. Begin een nieuwe partij om verder te spelen.
engine-failed = De spelengine kon in deze browser niet worden geladen. De regels en voorbeelden op deze pagina werken nog steeds; herlaad de pagina om het opnieuw te proberen.
engine-failed_browser = Deze browser kan de spelengine niet draaien: die heeft WebAssembly en module-workers nodig. Een actuele browser kan het wel.
engine-failed_network = Een bestand van de spelengine kwam niet aan: misschien is de verbinding weg. Probeer het opnieuw zodra je weer online bent.
engine-loading = De spelengine wordt geladen…
engine-ready = De spelengine is klaar.
engine-retry = Opnieuw proberen
error-already_passed = Deze speler heeft gepast en wacht tot de stapel is opgeruimd.
error-cannot_pass_on_lead = Wie uitkomt, mag niet passen: leg iets op de lege stapel.
error-generic = Deze zet is niet toegestaan.
error-invalid_combination = Deze kaarten vormen geen toegestane combinatie: speel kaarten van één rang (of, als de optie Reeksen aanstaat, een reeks in één kleur).
error-invalid_give = Kies precies zoveel kaarten als gevraagd.
error-locked = De slag staat op slot: speel kaarten in de vergrendelde kleuren.
error-must_include =
    { $suit ->
        [C] De eerste uitkomst moet klaveren drie bevatten.
        [D] De eerste uitkomst moet ruiten drie bevatten.
       *[other] De eerste uitkomst moet deze kaart bevatten: { $card }.
    }
error-not_higher = Dit verslaat de bovenste combinatie niet.
error-not_in_hand = Die kaart zit niet in de hand van deze speler.
error-not_your_turn = Deze speler is niet aan de beurt.
error-round_over = De ronde is voorbij.
error-wrong_count = Speel evenveel kaarten als de bovenste combinatie telt; op een reeks speel je een even lange reeks.
error-wrong_type = Sets gaan alleen op sets en reeksen alleen op reeksen.
event-capital_fall = Val van de hoofdstad! Een ander ging als eerste uit: de vorige President, op { $inline }, zakt naar eindplaats { $place }.
event-capital_fall-you = Val van de hoofdstad! Een ander ging als eerste uit: jij zakt naar eindplaats { $place }.
event-clear-bomb =
    { $order ->
       *[normal] De bom, een losse 2, ruimt de stapel op.
        [reversed] De bom, in de omgekeerde rangorde een losse 3, ruimt de stapel op.
    }
event-clear-eight = De zet met een 8 ruimt de stapel op.
event-clear-four_of_a_kind = De vier gelijke kaarten ruimen de stapel op.
event-clear-generic = De stapel wordt opgeruimd.
event-clear-match = Het gelijke paar ruimt de stapel op.
event-clear-spade3_return = De schoppen drie ruimt de stapel op.
event-clear-threes = De set drieën ruimt de stapel op: in de omgekeerde rangorde zijn drieën de hoogste rang.
event-clear-twos = De set tweeën ruimt de stapel op.
event-counter_revolution = Contrarevolutie: de normale rangorde geldt weer.
event-descent =
    { $n ->
        [one] Afdaling! Iedereen die nog in de ronde zit, legt één kaart af.
        [2] Afdaling! Iedereen die nog in de ronde zit, legt twee kaarten af.
        [3] Afdaling! Iedereen die nog in de ronde zit, legt drie kaarten af.
        [4] Afdaling! Iedereen die nog in de ronde zit, legt vier kaarten af.
       *[other] Afdaling! Iedereen die nog in de ronde zit, legt { $n } kaarten af.
    }
event-direction_backward = De speelrichting draait om.
event-direction_forward = De speelrichting is weer normaal.
event-discard = { $subject } legt { $cards } af.
event-discard-you = Jij legt { $cards } af.
event-exchange = { $subject } geeft { $cards } aan { $to }.
event-exchange-to_you = { $subject } geeft jou { $cards }.
event-exchange-you = Jij geeft { $cards } aan { $to }.
event-exchange_hidden =
    { $n ->
        [one] { $subject } geeft één kaart aan { $to }.
        [2] { $subject } geeft twee kaarten aan { $to }.
        [3] { $subject } geeft drie kaarten aan { $to }.
        [4] { $subject } geeft vier kaarten aan { $to }.
       *[other] { $subject } geeft { $n } kaarten aan { $to }.
    }
event-forbidden_finish = { $subject } gaat uit met een verboden kaart en krijgt eindplaats { $place }.
event-forbidden_finish-you = Jij gaat uit met een verboden kaart en krijgt eindplaats { $place }.
event-inherit = { $subject } geeft { $cards } door aan { $to }.
event-inherit-to_you = { $subject } geeft jou { $cards } door.
event-inherit-you = Jij geeft { $cards } door aan { $to }.
event-inherit_hidden =
    { $n ->
        [one] { $subject } geeft één kaart door aan { $to }.
        [2] { $subject } geeft twee kaarten door aan { $to }.
        [3] { $subject } geeft drie kaarten door aan { $to }.
        [4] { $subject } geeft vier kaarten door aan { $to }.
       *[other] { $subject } geeft { $n } kaarten door aan { $to }.
    }
event-jack_back =
    { $order ->
       *[reversed] Boerenomkeer! Tot de stapel wordt opgeruimd, is de rangorde omgekeerd.
        [normal] Boerenomkeer! Tot de stapel wordt opgeruimd, is de rangorde weer normaal.
    }
event-jack_back_end =
    { $order ->
       *[normal] De boerenomkeer is voorbij en de rangorde is normaal.
        [reversed] De boerenomkeer is voorbij en de rangorde is omgekeerd.
    }
event-lock =
    { $n ->
        [one] Slot! Tot de stapel wordt opgeruimd, moet elke zet in { $suits } zijn.
       *[other] Slot! Tot de stapel wordt opgeruimd, moet elke zet dezelfde kleuren hebben: { $suits }.
    }
event-pass = { $subject } past.
event-pass-you = Jij past.
event-play = { $subject } speelt { $cards }.
event-play-you = Jij speelt { $cards }.
event-revolution = Revolutie! De rangorde draait om: nu is de 3 hoog en de 2 laag.
event-round_over = De ronde is voorbij.
event-skip = { $subject } wordt overgeslagen.
event-skip-you = Jij wordt overgeslagen.
event-spade3_return = { $subject } beantwoordt de joker met de schoppen drie!
event-spade3_return-you = Jij beantwoordt de joker met de schoppen drie!
event-trick_won =
    { $reason ->
       *[passed] Alle anderen hebben gepast, dus { $inline } wint de slag en de stapel wordt opgeruimd.
        [no_one_left] Niemand anders kan nog spelen, dus { $inline } wint de slag en de stapel wordt opgeruimd.
    }
event-trick_won-you =
    { $reason ->
       *[passed] Alle anderen hebben gepast, dus jij wint de slag en de stapel wordt opgeruimd.
        [no_one_left] Niemand anders kan nog spelen, dus jij wint de slag en de stapel wordt opgeruimd.
    }
event-unknown = Het spel gaat verder.
event-went_out = { $subject } heeft geen kaarten meer, gaat uit en krijgt eindplaats { $place }.
event-went_out-you = Jij hebt geen kaarten meer, gaat uit en krijgt eindplaats { $place }.
event-went_out_inheritance = { $subject } heeft alleen nog tweeën en jokers, gaat meteen uit (eindplaats { $place }) en moet ze doorgeven.
event-went_out_inheritance-you = Jij hebt alleen nog tweeën en jokers, gaat meteen uit (eindplaats { $place }) en moet ze doorgeven.
example-broken = Dit voorbeeld kan niet worden getoond.
example-label = Uitgewerkt voorbeeld
example-missing = De gegevens van dit voorbeeld ontbreken.
give-prompt_discard =
    { $n ->
        [one] Kies één kaart om af te leggen.
        [2] Kies twee kaarten om af te leggen.
        [3] Kies drie kaarten om af te leggen.
        [4] Kies vier kaarten om af te leggen.
       *[other] Kies { $n } kaarten om af te leggen.
    }
give-prompt_inheritance = Kies een kaart en de speler die hem erft.
give-prompt_to =
    { $n ->
        [one] Kies één kaart om aan { $to } te geven.
        [2] Kies twee kaarten om aan { $to } te geven.
        [3] Kies drie kaarten om aan { $to } te geven.
        [4] Kies vier kaarten om aan { $to } te geven.
       *[other] Kies { $n } kaarten om aan { $to } te geven.
    }
give-to = Aan:
hand-empty = Geen kaarten meer.
hand-fits = { $card } (past bij je keuze)
hand-not_playable = { $card } (nu niet te spelen)
hand-sort_rank = Sorteer op rang
hand-sort_suit = Sorteer op kleur
handover-show = Toon de kaarten van { $seat }
handover-title = Geef het apparaat aan de speler op { $seat }.
hint-discard = Tip: leg { $cards } af.
hint-give_to = Tip: geef { $cards } aan { $to }.
hint-inherit = Tip: geef { $cards } door aan { $to }.
hint-pass = Tip: passen.
hint-play = Tip: speel { $cards }.
jack_back-until_clear = geldt tot de stapel wordt opgeruimd
label-ai_speed = Snelheid computerspelers
label-direction = Richting
label-hand = Hand
label-hands = Handen
label-jack_back = Boerenomkeer
label-joker_card = De kaart die de joker vervangt
label-lock = Vergrendelde kleuren
label-options = Opties
label-order = Rangorde
label-pile = Stapel
label-players = Spelers
label-preset = Regelset
label-seat = Plaats
label-seed = Deelnummer
label-seed_random = willekeurig
label-status = Status
label-to_act = Aan de beurt
label-your_hand = Jouw hand
letter-A = A
letter-J = B
letter-K = H
letter-Q = V
level-baseline = Basis
level-easy = Makkelijk
level-expert = Expert
level-hard = Moeilijk
level-human = Iemand op dit apparaat
level-normal = Normaal
link-bad = De instellingen in deze link zijn niet bruikbaar ({ $part }); de standaardinstellingen gelden.
link-ignored = Een deel van deze link is genegeerd: { $parts }. De andere instellingen worden gebruikt.
link-rejected = Deze instellingen gaan niet samen; de standaardinstellingen worden gebruikt.
link-too_long = Deze link is te lang; de standaardinstellingen worden gebruikt.
link-why_encoding = kapotte codering
link-why_locked = vast in deze regelset
link-why_players = toegestaan van { $min } tot { $max }
link-why_unknown = onbekende instelling
link-why_value = waarde niet toegestaan
log-undone = Je laatste zet is teruggenomen.
move-give = { $cards } geven
move-pass = passen
offline-reload = Opnieuw laden
offline-update = Er staat een nieuwe versie van deze site klaar.
option-capital_fall = Val van de hoofdstad
option-descents = Afdalingen
option-eight_clears = 8 ruimt op
option-equal_plays = Gelijke zetten
option-exchange = Kaarten ruilen
option-first_lead = Eerste uitkomst
option-five_skip = Vijf slaat over
option-forbidden_finish = Verboden uitgaan
option-inheritance = Erfenis
option-jack_back = Boerenomkeer
option-joker_not_two = Een joker is nooit een 2
option-jokers = Jokers
option-later_lead = Wie er in latere rondes uitkomt
option-lock = Slot
option-match_clears = Gelijk paar ruimt de stapel op
option-match_skips = Gelijke losse kaart slaat de volgende speler over
option-quad_clears = Vier gelijke ruimen de stapel op
option-revolution = Revolutie
option-revolution_timing = Wanneer een revolutie ingaat
option-rounds = Rondes
option-sequences = Reeksen
option-seven_pass = Zeven geeft door
option-spade3_return = Schoppen-3-tegenaanval
option-ten_discard = Tien legt af
option-two_bombs = Bom
option-two_clears = Een set tweeën ruimt de stapel op
option-uneven_deal = Ongelijke deling
option-western_revolution = Westerse revolutie
option_help-capital_fall = Vanaf de tweede ronde zakt de vorige President naar de laagste vrije eindplaats (meestal de laatste) als een ander als eerste uitgaat.
option_help-descents = Volgen in een slag drie even grote sets elkaar op, elk één rang hoger in de geldende rangorde, dan legt iedereen die nog in de ronde zit evenveel kaarten af als elke set telt, maar nooit zijn laatste kaart.
option_help-eight_clears = Elke toegestane zet met een 8 ruimt de stapel op; wie hem speelde, komt daarna uit.
option_help-equal_plays = Een zet mag even hoog zijn als de bovenste combinatie; zonder deze optie moet hij echt hoger zijn.
option_help-exchange = Vanaf de tweede ronde geven de verliezers van de vorige ronde hun beste kaarten aan de winnaars en krijgen ze kaarten naar keuze van de winnaars terug.
option_help-first_lead = Wie in de eerste slag van de partij uitkomt.
option_help-five_skip = Een set vijven slaat per 5 één speler over; een reeks met een 5 slaat niemand over.
option_help-forbidden_finish = Wie uitgaat met een joker, met de hoogste rang van de geldende rangorde (een 2, of een 3 in de omgekeerde), met een 8 (als ‘8 ruimt op’ aanstaat) of met de schoppen drie op een losse joker, krijgt de laagste vrije eindplaats.
option_help-inheritance = Wie alleen nog tweeën en jokers heeft, gaat meteen uit en geeft die kaarten door aan spelers die nog in de ronde zitten.
option_help-jack_back = Een set boeren draait de rangorde om tot de stapel wordt opgeruimd; een reeks met een boer doet dat niet.
option_help-joker_not_two = Een joker kan elke rang vervangen, behalve de 2.
option_help-jokers = Hoeveel jokers het kaartspel heeft. Een joker kan een kaart van een set of reeks vervangen, en een losse joker is de hoogste losse kaart: alleen de schoppen drie verslaat hem, met de schoppen-3-tegenaanval (met gelijke zetten mag een tweede joker er even hoog op).
option_help-later_lead = Wie in de eerste slag van elke volgende ronde uitkomt.
option_help-lock = Twee zetten op rij in dezelfde kleuren: de slag gaat op slot voor die kleuren.
option_help-match_clears = Alleen met gelijke zetten: een paar op een paar van dezelfde rang ruimt de stapel op.
option_help-match_skips = Alleen met gelijke zetten: volgt op een losse kaart een losse kaart van dezelfde rang, dan moet de volgende speler een beurt overslaan.
option_help-players = { $min } tot { $max } spelers; iedereen aan tafel telt mee, jij ook.
option_help-quad_clears = Vier gelijke kaarten ruimen de stapel meteen op.
option_help-revolution = Elke set van vier gelijke keert de rangorde om (de 3 hoog en de 2 laag, en daarna weer terug).
option_help-revolution_timing = Meteen, of pas als de stapel weer wordt opgeruimd.
option_help-rounds = Hoeveel rondes de partij duurt; de punten worden opgeteld.
option_help-seed = Hetzelfde deelnummer geeft dezelfde kaarten; laat het leeg voor een nieuwe deling.
option_help-sequences = Naast sets ook reeksen: drie of meer opeenvolgende kaarten van één kleur.
option_help-seven_pass = Na een set zevens geef je per 7 één kaart aan de volgende speler die nog in de ronde zit.
option_help-spade3_return = De schoppen drie, los gespeeld, verslaat een losse joker en ruimt de stapel op.
option_help-ten_discard = Na een set tienen moet je per 10 één kaart afleggen.
option_help-two_bombs = Een losse 2 (in de omgekeerde rangorde een losse 3) mag op een paar, drie of vier gelijke of een reeks, of op een losse kaart die hij verslaat (nooit op een losse joker), en ruimt de stapel op.
option_help-two_clears = Een set van de hoogste rang (tweeën, of drieën in de omgekeerde rangorde) ruimt de stapel op; wie hem speelde, komt daarna uit.
option_help-uneven_deal = Vanaf de tweede ronde krijgen de winnaars meer kaarten en de verliezers minder.
option_help-western_revolution = Vier gelijke kaarten, of vier losse kaarten van één rang na elkaar, keren zowel de rangorde als de speelrichting om.
order-normal = normaal (3 laag, 2 hoog)
order-reversed = omgekeerd (2 laag, 3 hoog)
pile-empty = leeg
play-back_to_example = Terug naar het voorbeeld
play-cannot_start = De partij kon niet worden gestart.
play-give = Geven
play-hint = Tip
play-label = President spelen
play-log = Verloop van de partij
play-new_deal = Nieuwe deling
play-new_game = Nieuwe partij
play-next_round = Volgende ronde
play-pass = Passen
play-play = Spelen
play-replay_deal = Deze deling opnieuw spelen
play-round = Ronde { $i } van { $n }
play-select_first = Kies eerst kaarten.
play-selection_ok = Klaar om te spelen: { $cards }.
play-selection_ok_discard = Klaar om af te leggen: { $cards }.
play-selection_ok_give = Klaar om te geven: { $cards }.
play-settings = Spelinstellingen
play-undo = Ongedaan maken
play-waiting = Wachten op { $seat }…
play-your_turn_follow = Jij bent aan de beurt: versla de bovenste combinatie of pas.
play-your_turn_first_lead =
    { $suit ->
        [C] Jij komt uit in de eerste slag van de partij. Je zet moet klaveren drie bevatten.
       *[D] Jij komt uit in de eerste slag van de partij. Je zet moet ruiten drie bevatten.
    }
play-your_turn_lead = Jij komt uit: elke combinatie mag.
preset-cardverse = CardVerse
preset-classic = Klassiek
preset-daifugo = Dai Fugo
preset-hebrew = Israëlische huisregels
preset-japanese = Japanse lokale regels
preset_desc-cardverse = Een strenge regelset naar een gepubliceerd overzicht: 3 tot 6 spelers, alleen echt hogere zetten, met Revolutie.
preset_desc-classic = Standaard President: alleen sets, gelijke zetten toegestaan, een set tweeën ruimt de stapel op.
preset_desc-daifugo = De Japanse voorloper van President: één joker, reeksen, ‘8 ruimt op’, revolutie na de slag.
preset_desc-hebrew = De huisregels van het Hebreeuwstalige encyclopedieartikel: de losse 2 als bom, gelijke kaarten die overslaan of opruimen, vier gelijke die opruimen, twee jokers, ongelijke deling.
preset_desc-japanese = Dai Fugo met de lokale regels die Japanse spelers het meest gebruiken: schoppen-3-tegenaanval, slot, boerenomkeer, val van de hoofdstad, verboden uitgaan en de Japanse titels.
rank-10 = tien
rank-2 = twee
rank-3 = drie
rank-4 = vier
rank-5 = vijf
rank-6 = zes
rank-7 = zeven
rank-8 = acht
rank-9 = negen
rank-A = aas
rank-J = boer
rank-K = heer
rank-Q = vrouw
reason-cannot_pass_on_lead = Wie uitkomt, mag niet passen.
reason-invalid_combination = Deze kaarten vormen geen toegestane combinatie.
reason-invalid_give = Je kunt alleen kaarten geven als dat gevraagd wordt: precies het gevraagde aantal, uit je eigen hand, aan een speler die ze mag krijgen.
reason-locked = De slag staat op slot, en deze zet is niet in de vergrendelde kleuren.
reason-wrong_count = Een zet moet evenveel kaarten hebben als de bovenste combinatie, en een reeks moet even lang zijn als de reeks bovenop.
result-all_rounds = Alle rondes
result-game_over = Einde van de partij
result-place = Eindplaats
result-points = Punten
result-round_over = Ronde { $i } is voorbij
result-round_short = Ronde { $i }
result-title = Titel
result-total = Totaal
result-winner_you = Jij wint.
result-winner =
    { $count ->
        [one] Winnaar: { $seats }.
       *[other] Winnaars (gelijk): { $seats }.
    }
save-restored = Je lopende partij staat weer waar je was gebleven.
saved-cannot_keep = Deze partij kan niet op dit apparaat worden bewaard, omdat de opslag vol of geblokkeerd is. Je kunt de partij wel uitspelen.
saved-current = Deze partij
saved-delete = Verwijderen
saved-limit =
    { $n ->
        [one] Dit apparaat bewaart één lopende partij. Begin je een nieuwe, dan verdwijnt de vorige.
       *[other] Dit apparaat bewaart tot { $n } lopende partijen. Begin je er nog een, dan verdwijnt de partij die het langst geleden is gespeeld.
    }
saved-none = Er is op dit apparaat geen lopende partij bewaard.
saved-played = Laatst gespeeld
saved-resume = Verder spelen
saved-round = Ronde
saved-title = Lopende partijen
seat-name = plaats { $n }
seat-inline =
    { $kind ->
        [number] plaats { $n }
        [you] jij
       *[named] { $seat }
    }
seat-subject =
    { $named ->
        [yes] { $seat }
       *[no] De speler op { $seat }
    }
seat-you = Jij
settings-group-beat = Wat verslaat wat
settings-group-clear = De stapel opruimen
settings-group-house = Huisregels
settings-group-lead = Uitkomen en kaarten ruilen
settings-group-local = Lokale regels van Dai Fugo
settings-group-more = Meer opties
settings-group-players = Spelers en rondes
settings-group-revolution = Revolutie
settings-locked = Ligt vast in deze regelset.
settings-more = Lees de regel
settings-needs_jokers = Geldt alleen met jokers in het spel.
settings-needs_revolution = Geldt alleen als de optie Revolutie aanstaat.
settings-needs_rounds = Geldt pas vanaf de tweede ronde, dus in een partij van twee of meer rondes.
settings-seats = Plaatsen
share-copied = Gekopieerd
share-copy = Kopiëren
share-label = Link naar deze partij (zelfde deelnummer en instellingen):
share-select = Selecteer en kopieer de link
speed-fast = Snel
speed-instant = Direct
speed-normal = Normaal
speed-slow = Langzaam
stats-average_place = Gemiddelde eindplaats
stats-average_points = Gemiddeld aantal punten
stats-games = Partijen
stats-none = Nog geen uitgespeelde partijen op dit apparaat.
stats-reset = Statistieken wissen
stats-reset_confirm = De statistieken van alle regelsets wissen? Dit kan niet ongedaan worden gemaakt.
stats-title = Statistieken
stats-wins = Aantal keer eerste
status-out = uit, eindplaats { $place }
status-place = eindplaats { $place }
status-passed = gepast
status-to_act = aan de beurt
step-counter = Stap { $i } van { $n }
step-copy_link = Link naar deze stap kopiëren
step-first = Eerste stap
step-game_elsewhere = Het voorbeeld staat nu op stap { $j }; deze partij gaat verder vanaf stap { $i }.
step-game_from = Partij vanaf stap { $i } van dit voorbeeld
step-last = Laatste stap
step-link_copied = Link gekopieerd
step-link_in_address = De link naar deze stap staat in de adresbalk.
step-next = Volgende stap
step-next_to_act = Nu is { $seat } aan de beurt.
step-play_on = Vanaf hier verder spelen
step-play_on_step = Verder spelen vanaf stap { $j }
step-previous = Vorige stap
step-rejected-discard = De speler op { $seat } probeert { $cards } af te leggen, maar dat mag niet.
step-rejected-give = De speler op { $seat } probeert { $cards } te geven, maar dat mag niet.
step-rejected-pass = De speler op { $seat } probeert te passen, maar dat mag niet.
step-rejected-play = De speler op { $seat } probeert { $cards } te spelen, maar dat mag niet.
step-start = De beginstand.
suit-C = klaveren
suit-D = ruiten
suit-H = harten
suit-S = schoppen
title-asshole = Klootzak
title-citizen = Burger
title-daifugo = Daifugō
title-daihinmin = Daihinmin
title-fugo = Fugō
title-heimin = Heimin
title-hinmin = Hinmin
title-loser = Verliezer
title-middle = Midden
title-president = President
title-vice_asshole = Viceklootzak
title-vice_loser = Viceverliezer
title-vice_president = Vicepresident
trick-earlier =
    { $n ->
        [one] en 1 eerdere zet
       *[other] en { $n } eerdere zetten
    }
engine-progress = { $loaded } van { $total } MB

## Online play (lobby.js, online-host.js, online-guest.js)
level-remote = Speler online
online-bad_link = Deze uitnodigingslink is niet compleet. Vraag de link opnieuw.
online-close = Tafel sluiten
online-copied = Link gekopieerd.
online-copy = Link kopiëren
online-error_name = Typ eerst je naam (hoogstens 24 tekens).
online-error_refused = De host heeft dit verzoek niet uitgevoerd. Herlaad de pagina als de tafel er niet goed uitziet.
online-error_seat_taken = Iemand anders heeft die plaats net ingenomen. Kies een andere.
online-error_started = De partij aan deze tafel is al begonnen.
online-error_table_full = Deze tafel is vol: alle plaatsen zijn bezet.
online-hand_to_ai = Laat de computer spelen voor { $name }
online-host = Host
online-invite = Vrienden uitnodigen
online-label = Online tafel
online-leave = Tafel verlaten
online-link = Uitnodigingslink
online-play_alone = Tegen de computer spelen
online-qr = QR-code van de uitnodigingslink
online-qr_show = QR-code tonen
online-seat_ai = { $seat }: de computer ({ $level })
online-seat_away_ai = { $name }: weg; tot die terug is, speelt de computer ({ $level })
online-seat_free = { $seat }: vrij (gaat hier niemand zitten, dan speelt de computer op niveau { $level })
online-seat_guest = { $name }: aan tafel
online-seat_guest_gone = { $name }: niet verbonden
online-seat_host = { $name }: host
online-seat_host_you = { $name }: jij, de host
online-seat_you = { $name }: jij
online-seats = Plaatsen
online-start = Partij starten
online-status_absent = De host is niet aan tafel (misschien is de pagina van de host gesloten). Nieuwe poging…
online-status_browser = Deze browser kan niet online spelen: daarvoor is WebRTC nodig.
online-status_choose = Typ je naam en neem een vrije plaats in.
online-status_connecting = Verbinden met de tafel…
online-status_ended = De host heeft deze tafel gesloten.
online-status_lost = De verbinding met de host is verbroken. Nieuwe poging…
online-status_open = Stuur de link naar je vrienden. Druk op ‘Partij starten’ als iedereen zit; de computer speelt de vrije plaatsen.
online-status_opening = Tafel openen…
online-status_playing = Je vrienden spelen op hun eigen apparaat. Blijft iemand weg, dan kan de computer zijn plaats innemen.
online-status_playing_guest =
    { $named ->
        [yes] Je speelt aan de tafel van { $host }.
       *[no] Je speelt aan deze tafel.
    }
online-status_seated =
    { $named ->
        [yes] Je zit op plaats { $n }. Wachten tot { $host } de partij start.
       *[no] Je zit op plaats { $n }. Wachten tot de host de partij start.
    }
online-status_signal = De server die de spelers met elkaar verbindt (op { $address }) is niet bereikbaar, dus online spelen kan nu niet (zie ‘Online spelen’). Nieuwe poging…
online-status_started = De partij aan deze tafel is al begonnen en er is geen plaats voor je.
online-status_taken = Deze tafel is al open in een ander tabblad of venster. Sluit hem daar en herlaad deze pagina.
online-status_webrtc = Jouw browser en die van de host konden geen verbinding maken. Sommige netwerken blokkeren directe verbindingen; de site heeft dan een TURN-server nodig (zie ‘Online spelen’). Nieuwe poging…
online-table_gone = Deze browser bewaart die tafel niet meer. Nodig je vrienden opnieuw uit.
online-take_seat = Ga op plaats { $n } zitten
online-waiting_deal =
    { $named ->
        [yes] Wachten tot { $host } deelt.
       *[no] Wachten tot de host deelt.
    }
online-waiting_game = De kaarten worden gedeeld zodra de host de partij start.
online-waiting_players = Wachten op spelers. De partij begint als je op ‘Partij starten’ drukt.
online-your_name = Je naam

## Statistics of pass and play (results.js)
stats-shared_row = { $preset }, met meerdere spelers op dit apparaat

## The reader's own seat is to act (table-view.js)
status-your_turn = jij bent aan de beurt
