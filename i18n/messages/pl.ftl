# Widget messages, Polish, in Fluent syntax (TRANSLATING.md). Message ids are the
# widget's keys with '-' for '.'. Plural messages select on $n with this language's CLDR
# categories; see TRANSLATING.md.
#
# { $cards } is filled with card names in the nominative ("czwórka trefl, czwórka kier": the
# screen-reader narration and the hints) or with card symbols. A sentence therefore never makes
# it the object of a verb ("zagrywa czwórka" is wrong, "zagrywa czwórkę" cannot be built): it
# stands after a colon or a dash ("{ $seat } zagrywa: { $cards }.", "Podpowiedź: do zagrania – …").

card-joker = joker
card-joker_as = joker jako { $rank }
card-joker_as_card = joker jako { $card }
card-joker_short = JOKER
card-pattern = { $rank } { $suit }
choice-first_lead-seat0 = gracz na miejscu 0, dowolnym zagraniem
choice-first_lead-three_of_clubs = posiadacz trójki trefl (musi ją zagrać)
choice-first_lead-three_of_diamonds = posiadacz trójki karo (musi ją zagrać)
choice-jokers-0 = brak
choice-jokers-1 = 1
choice-jokers-2 = 2
choice-later_lead-after_asshole = gracz siedzący za ostatnim z poprzedniej rundy
choice-later_lead-asshole = ostatni gracz poprzedniej rundy
choice-revolution_timing-after_trick = po najbliższym wyczyszczeniu stosu
choice-revolution_timing-immediate = od razu
count-cards =
    { $n ->
        [one] 1 karta
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    }
direction-backward = odwrócony
engine-error = W silniku gry wystąpił błąd. Rozpocznij nową partię, aby grać dalej.
engine-failed = Nie udało się wczytać silnika gry w tej przeglądarce. Zasady i przykłady na tej stronie nadal działają; odśwież stronę, aby spróbować ponownie.
engine-failed_browser = Ta przeglądarka nie uruchomi silnika gry: potrzebuje obsługi WebAssembly i modułów w wątkach roboczych (web workers). Zaktualizuj przeglądarkę albo otwórz stronę w innej, nowszej.
engine-failed_network = Plik silnika gry nie dotarł: możliwe, że nie ma połączenia. Spróbuj ponownie, gdy połączenie wróci.
engine-loading = Wczytywanie silnika gry…
engine-ready = Silnik gry jest gotowy.
engine-retry = Spróbuj ponownie
error-already_passed = Ten gracz już spasował i czeka, aż stos zostanie wyczyszczony.
error-cannot_pass_on_lead = Wychodzący nie może pasować: połóż coś na pusty stos.
error-generic = Ten ruch jest niedozwolony.
error-invalid_combination = Te karty nie tworzą dozwolonej kombinacji: zagraj karty jednej rangi (albo, gdy sekwensy są włączone, sekwens w jednym kolorze).
error-invalid_give = Wybierz dokładnie tyle kart, ile trzeba.
error-locked = Lewa jest zablokowana: zagraj karty w zablokowanych kolorach.
error-must_include =
    { $suit ->
        [C] Pierwsze wyjście musi zawierać trójkę trefl.
        [D] Pierwsze wyjście musi zawierać trójkę karo.
       *[other] Pierwsze wyjście musi zawierać tę kartę: { $card }.
    }
error-not_higher = To nie przebija wierzchu stosu.
error-not_in_hand = Tej karty nie ma na ręce.
error-not_your_turn = Teraz nie jest kolej tego gracza.
error-round_over = Runda się skończyła.
error-wrong_count = Zagraj tyle kart, ile leży na wierzchu stosu (sekwens musi mieć tę samą długość).
error-wrong_type = Zestaw można położyć tylko na zestaw, a sekwens tylko na sekwens.
event-capital_fall = Wygnanie ze stolicy! Ktoś inny skończył pierwszy, więc poprzedni Prezydent ({ $inline }) spada na { $place }. pozycję.
event-capital_fall-you = Wygnanie ze stolicy! Ktoś inny skończył pierwszy: spadasz na { $place }. pozycję.
event-clear-bomb =
    { $order ->
       *[normal] Przecinak, pojedyncza dwójka, czyści stos.
        [reversed] Przecinak, w odwróconym porządku pojedyncza trójka, czyści stos.
    }
event-clear-eight = Ósemka czyści stos.
event-clear-four_of_a_kind = Kareta czyści stos.
event-clear-generic = Stos zostaje wyczyszczony.
event-clear-match = Para tej samej rangi czyści stos.
event-clear-spade3_return = Trójka pik czyści stos.
event-clear-threes = Zestaw trójek czyści stos, bo w odwróconym porządku trójki są najwyższą rangą.
event-clear-twos = Zestaw dwójek czyści stos.
event-counter_revolution = Kontrrewolucja: wraca zwykły porządek.
event-descent =
    { $n ->
        [one] Zejście! Każdy, kto jeszcze gra, odrzuca jedną kartę.
        [few] Zejście! Każdy, kto jeszcze gra, odrzuca { $n } karty.
        [many] Zejście! Każdy, kto jeszcze gra, odrzuca { $n } kart.
       *[other] Zejście! Każdy, kto jeszcze gra, odrzuca { $n } karty.
    }
event-direction_backward = Kierunek gry się odwraca.
event-direction_forward = Kierunek gry wraca do zwykłego.
event-discard = { $subject } odrzuca: { $cards }.
event-discard-you = Odrzucasz: { $cards }.
event-exchange = { $subject } oddaje: { $cards }, a odbiorcą jest { $to }.
event-exchange-to_you = { $subject } oddaje ci: { $cards }.
event-exchange-you = Oddajesz: { $cards }, a odbiorcą jest { $to }.
event-exchange_hidden =
    { $n ->
        [one] { $subject } oddaje jedną kartę (odbiorca: { $to }).
        [few] { $subject } oddaje { $n } karty (odbiorca: { $to }).
        [many] { $subject } oddaje { $n } kart (odbiorca: { $to }).
       *[other] { $subject } oddaje { $n } karty (odbiorca: { $to }).
    }
event-forbidden_finish = { $subject } kończy zakazaną kartą i zajmuje { $place }. pozycję.
event-forbidden_finish-you = Kończysz zakazaną kartą i zajmujesz { $place }. pozycję.
event-inherit = { $subject } przekazuje w spadku: { $cards }, a spadkobiercą jest { $to }.
event-inherit-to_you = { $subject } przekazuje ci w spadku: { $cards }.
event-inherit-you = Przekazujesz w spadku: { $cards }, a spadkobiercą jest { $to }.
event-inherit_hidden =
    { $n ->
        [one] { $subject } przekazuje w spadku jedną kartę (spadkobierca: { $to }).
        [few] { $subject } przekazuje w spadku { $n } karty (spadkobierca: { $to }).
        [many] { $subject } przekazuje w spadku { $n } kart (spadkobierca: { $to }).
       *[other] { $subject } przekazuje w spadku { $n } karty (spadkobierca: { $to }).
    }
event-jack_back =
    { $order ->
       *[reversed] Odwrócenie waletem: do wyczyszczenia stosu obowiązuje odwrócony porządek.
        [normal] Odwrócenie waletem: do wyczyszczenia stosu znów obowiązuje zwykły porządek.
    }
event-jack_back_end =
    { $order ->
       *[normal] Odwrócenie waletem się kończy i obowiązuje zwykły porządek.
        [reversed] Odwrócenie waletem się kończy i obowiązuje odwrócony porządek.
    }
event-lock =
    { $n ->
        [one] Blokada! Do wyczyszczenia stosu każde zagranie musi być w kolorze { $suits }.
        [few] Blokada! Do wyczyszczenia stosu każde zagranie musi mieć te same kolory: { $suits }.
        [many] Blokada! Do wyczyszczenia stosu każde zagranie musi mieć te same kolory: { $suits }.
       *[other] Blokada! Do wyczyszczenia stosu każde zagranie musi mieć te same kolory: { $suits }.
    }
event-pass = { $subject } pasuje.
event-pass-you = Pasujesz.
event-play = { $subject } zagrywa: { $cards }.
event-play-you = Zagrywasz: { $cards }.
event-revolution = Rewolucja! Porządek się odwraca: teraz trójka jest najwyższa, a dwójka najniższa.
event-round_over = Runda dobiegła końca.
event-skip = { $subject } traci kolej.
event-skip-you = Tracisz kolej.
event-spade3_return = { $subject } odpowiada na jokera trójką pik!
event-spade3_return-you = Odpowiadasz na jokera trójką pik!
event-trick_won =
    { $reason ->
       *[passed] Wszyscy pozostali spasowali, więc { $inline } bierze lewę, a stos zostaje wyczyszczony.
        [no_one_left] Nikt inny nie może zagrać, więc { $inline } bierze lewę, a stos zostaje wyczyszczony.
    }
event-trick_won-you =
    { $reason ->
       *[passed] Wszyscy pozostali spasowali, więc bierzesz lewę, a stos zostaje wyczyszczony.
        [no_one_left] Nikt inny nie może zagrać, więc bierzesz lewę, a stos zostaje wyczyszczony.
    }
event-unknown = Gra toczy się dalej.
event-went_out = { $subject } nie ma już kart i kończy na { $place }. pozycji.
event-went_out-you = Nie masz już kart i kończysz na { $place }. pozycji.
event-went_out_inheritance = { $subject } ma same dwójki i jokery: od razu kończy na { $place }. pozycji i musi oddać te karty innym graczom.
event-went_out_inheritance-you = Masz same dwójki i jokery: od razu kończysz na { $place }. pozycji i musisz oddać te karty innym graczom.
example-broken = Nie można wyświetlić tego przykładu.
example-label = Przykład krok po kroku
example-missing = Brakuje danych tego przykładu.
give-prompt_discard =
    { $n ->
        [one] Wybierz jedną kartę do odrzucenia.
        [few] Wybierz { $n } karty do odrzucenia.
        [many] Wybierz { $n } kart do odrzucenia.
       *[other] Wybierz { $n } karty do odrzucenia.
    }
give-prompt_inheritance = Wybierz kartę i gracza, który ją odziedziczy.
give-prompt_to =
    { $n ->
        [one] Wybierz jedną kartę do oddania (odbiorca: { $to }).
        [few] Wybierz { $n } karty do oddania (odbiorca: { $to }).
        [many] Wybierz { $n } kart do oddania (odbiorca: { $to }).
       *[other] Wybierz { $n } karty do oddania (odbiorca: { $to }).
    }
give-to = Dla:
hand-empty = Nie masz już kart.
hand-fits = { $card } (pasuje do wybranych kart)
hand-not_playable = { $card } (tej karty nie można teraz zagrać)
hand-sort_rank = Sortuj według rangi
hand-sort_suit = Sortuj według koloru
handover-show = Pokaż karty: { $seat }
handover-title = Przekaż urządzenie: { $seat }.
hint-discard = Podpowiedź: do odrzucenia – { $cards }.
hint-give_to = Podpowiedź: do oddania – { $cards }, a odbiorcą będzie { $to }.
hint-inherit = Podpowiedź: do przekazania w spadku – { $cards }, a spadkobiercą będzie { $to }.
hint-pass = Podpowiedź: spasuj.
hint-play = Podpowiedź: do zagrania – { $cards }.
jack_back-until_clear = obowiązuje do wyczyszczenia stosu
label-ai_speed = Tempo komputera
label-direction = Kierunek
label-hand = Ręka
label-hands = Ręce graczy
label-jack_back = Odwrócenie waletem
label-joker_card = Karta, którą zastępuje joker
label-lock = Zablokowane kolory
label-options = Opcje
label-order = Porządek
label-pile = Stos
label-players = Gracze
label-preset = Zestaw zasad
label-seat = Miejsce
label-seed = Ziarno
label-seed_random = losowe
label-status = Stan
label-to_act = Ruch
label-your_hand = Twoje karty
letter-A = A
letter-J = W
letter-K = K
letter-Q = D
level-baseline = Bazowy
level-easy = Łatwy
level-expert = Ekspercki
level-hard = Trudny
level-human = Osoba przy tym urządzeniu
level-normal = Średni
link-bad = Nie udało się odczytać ustawień z linku ({ $part }); użyto ustawień domyślnych.
link-ignored = Część linku pominięto: { $parts }. Pozostałe ustawienia z linku zostały zastosowane.
link-rejected = Tych ustawień nie można połączyć; użyto ustawień domyślnych.
link-too_long = Ten link jest za długi; użyto ustawień domyślnych.
link-why_encoding = uszkodzone kodowanie
link-why_locked = zablokowane przez ten zestaw zasad
link-why_players = liczba graczy musi wynosić od { $min } do { $max }
link-why_unknown = nieznane ustawienie
link-why_value = niedozwolona wartość
log-undone = Cofasz swój ostatni ruch.
move-give = oddanie { $cards }
move-pass = pas
offline-reload = Odśwież
offline-update = Nowa wersja serwisu jest gotowa.
option-capital_fall = Wygnanie ze stolicy
option-descents = Zejścia
option-eight_clears = Ósemka czyści stos
option-equal_plays = Równe zagrania
option-exchange = Wymiana kart
option-first_lead = Pierwsze wyjście
option-five_skip = Piątka pomija
option-forbidden_finish = Zakazane zakończenie
option-inheritance = Dziedziczenie
option-jack_back = Odwrócenie waletem
option-joker_not_two = Joker nigdy nie jest dwójką
option-jokers = Jokery
option-later_lead = Kto wychodzi w kolejnych rundach
option-lock = Blokada
option-match_clears = Para tej samej rangi czyści stos
option-match_skips = Pojedyncza karta tej samej rangi pomija następnego gracza
option-quad_clears = Kareta czyści stos
option-revolution = Rewolucja
option-revolution_timing = Kiedy rewolucja zaczyna działać
option-rounds = Liczba rund
option-sequences = Sekwensy
option-seven_pass = Siódemka oddaje
option-spade3_return = Odpowiedź trójką pik
option-ten_discard = Dziesiątka odrzuca
option-two_bombs = Przecinak
option-two_clears = Zestaw dwójek czyści stos
option-uneven_deal = Nierówne rozdanie
option-western_revolution = Zachodnia rewolucja
option_help-capital_fall = Od drugiej rundy, gdy ktoś inny pierwszy pozbędzie się kart, poprzedni Prezydent spada na najniższą wolną pozycję (zwykle ostatnią).
option_help-descents = Trzy zestawy tego samego rozmiaru z rzędu w jednej lewie, każdy o rangę wyżej w obowiązującym porządku: każdy, kto jest jeszcze w grze, odrzuca tyle kart, ile liczy zestaw (nigdy ostatniej).
option_help-eight_clears = Każde zagranie z ósemką czyści stos; kto je zagrał, wychodzi w następnej lewie.
option_help-equal_plays = Zagranie może być równe wierzchowi stosu; bez tej opcji musi być ściśle wyższe.
option_help-exchange = Od drugiej rundy gracze z ostatnich pozycji poprzedniej rundy oddają najlepsze karty graczom z pierwszych pozycji.
option_help-first_lead = Kto wychodzi w pierwszej lewie partii.
option_help-five_skip = Zestaw piątek pomija jednego gracza za każdą piątkę; sekwens z piątką nikogo nie pomija.
option_help-forbidden_finish = Kto kończy jokerem, najwyższą rangą w obowiązującym porządku (dwójką, a w odwróconym trójką), ósemką, gdy ósemka czyści stos, albo trójką pik położoną na jokera, dostaje najniższą wolną pozycję.
option_help-inheritance = Kto ma tylko dwójki i jokery, od razu kończy i przekazuje je w spadku.
option_help-jack_back = Zestaw waletów odwraca porządek do wyczyszczenia stosu; sekwens z waletem tego nie robi.
option_help-joker_not_two = Joker może zastąpić kartę każdej rangi oprócz dwójki.
option_help-jokers = Ile jokerów ma talia. Joker może zastąpić kartę w zestawie lub sekwensie, a joker zagrany w pojedynkę jest najwyższą pojedynczą kartą: bije go tylko trójka pik, gdy włączona jest „Odpowiedź trójką pik”, a przy dwóch jokerach i równych zagraniach można na niego położyć drugiego jokera.
option_help-later_lead = Kto wychodzi w pierwszej lewie każdej następnej rundy.
option_help-lock = Dwa zagrania z rzędu w tych samych kolorach blokują lewę na te kolory.
option_help-match_clears = Przy równych zagraniach: para na parę tej samej rangi czyści stos.
option_help-match_skips = Przy równych zagraniach: gdy na pojedynczą kartę ktoś położy pojedynczą kartę tej samej rangi, następny gracz zostaje pominięty.
option_help-players = Od { $min } do { $max } graczy przy stole, łącznie z tobą.
option_help-quad_clears = Kareta od razu czyści stos.
option_help-revolution = Każda kareta odwraca porządek (trójka najwyżej, dwójka najniżej, a przy następnej z powrotem).
option_help-revolution_timing = Od razu albo dopiero przy najbliższym czyszczeniu stosu.
option_help-rounds = Ile rund trwa partia; punkty się sumują.
option_help-seed = To samo ziarno daje to samo rozdanie; zostaw pole puste, by rozdać nowe karty.
option_help-sequences = Oprócz zestawów także sekwensy, czyli trzy lub więcej kolejnych kart w jednym kolorze.
option_help-seven_pass = Po zestawie siódemek oddajesz po jednej karcie za każdą siódemkę następnemu graczowi, który jest jeszcze w grze.
option_help-spade3_return = Trójka pik zagrana pojedynczo bije pojedynczego jokera i czyści stos.
option_help-ten_discard = Po zestawie dziesiątek musisz odrzucić po jednej karcie za każdą dziesiątkę.
option_help-two_bombs = Pojedynczą dwójkę (w odwróconym porządku pojedynczą trójkę) można położyć na parę, trzy jednakowe, karetę lub sekwens, a na pojedynczą kartę – gdy ją bije (nigdy na pojedynczego jokera); od razu czyści stos.
option_help-two_clears = Zestaw najwyższej rangi (dwójki, a w odwróconym porządku trójki) czyści stos; kto go zagrał, wychodzi w następnej lewie.
option_help-uneven_deal = Od drugiej rundy gracze z pierwszych pozycji poprzedniej rundy dostają więcej kart, a gracze z ostatnich pozycji mniej.
option_help-western_revolution = Kareta albo cztery pojedyncze karty tej samej rangi zagrane po kolei odwracają i porządek, i kierunek gry.
order-normal = zwykły (3 najniższa, 2 najwyższa)
order-reversed = odwrócony (2 najniższa, 3 najwyższa)
pile-empty = pusty
play-back_to_example = Wróć do przykładu
play-cannot_start = Nie udało się rozpocząć partii.
play-give = Oddaj
play-hint = Podpowiedź
play-label = Zagraj w Prezydenta
play-log = Przebieg gry
play-new_deal = Nowe rozdanie
play-new_game = Nowa partia
play-next_round = Następna runda
play-pass = Pas
play-play = Zagraj
play-replay_deal = Zagraj to rozdanie jeszcze raz
play-round = Runda { $i } z { $n }
play-select_first = Najpierw wybierz karty.
play-selection_ok = Gotowe do zagrania: { $cards }.
play-selection_ok_discard = Gotowe do odrzucenia: { $cards }.
play-selection_ok_give = Gotowe do oddania: { $cards }.
play-settings = Ustawienia partii
play-undo = Cofnij
play-waiting = Czekamy na ruch: { $seat }…
play-your_turn_follow = Twój ruch: przebij wierzch stosu albo spasuj.
play-your_turn_first_lead =
    { $suit ->
        [C] Wychodzisz w pierwszej lewie partii. Twoje zagranie musi zawierać trójkę trefl.
       *[D] Wychodzisz w pierwszej lewie partii. Twoje zagranie musi zawierać trójkę karo.
    }
play-your_turn_lead = Wychodzisz: zagraj dowolną kombinację.
preset-cardverse = CardVerse
preset-classic = Zasady klasyczne
preset-daifugo = Dai Fugo
preset-hebrew = Izraelskie zasady domowe
preset-japanese = Japońskie zasady lokalne
preset_desc-cardverse = Ścisłe zasady z opublikowanego streszczenia: od 3 do 6 graczy, bez równych zagrań, z rewolucją.
preset_desc-classic = Standardowy Prezydent: tylko zestawy, równe zagrania dozwolone, zestaw dwójek czyści stos.
preset_desc-daifugo = Japoński przodek Prezydenta: jeden joker, sekwensy, ósemka czyści stos, rewolucja działająca od następnej lewy.
preset_desc-hebrew = Zasady domowe z artykułu hebrajskojęzycznej encyklopedii: przecinak, karty tej samej rangi pomijają gracza lub czyszczą stos, dwa jokery, nierówne rozdanie.
preset_desc-japanese = Dai Fugo z zasadami lokalnymi, których Japończycy używają najczęściej: odpowiedź trójką pik, blokada, odwrócenie waletem, wygnanie ze stolicy, zakazane zakończenie i japońskie tytuły.
rank-10 = dziesiątka
rank-2 = dwójka
rank-3 = trójka
rank-4 = czwórka
rank-5 = piątka
rank-6 = szóstka
rank-7 = siódemka
rank-8 = ósemka
rank-9 = dziewiątka
rank-A = as
rank-J = walet
rank-K = król
rank-Q = dama
reason-cannot_pass_on_lead = Wychodzący nie może pasować.
reason-invalid_combination = Te karty nie tworzą dozwolonej kombinacji.
reason-invalid_give = Liczba kart nie zgadza się z wymaganą.
reason-locked = Lewa jest zablokowana, a to zagranie nie jest w zablokowanych kolorach.
reason-wrong_count = Zagranie musi mieć tyle kart, ile leży na wierzchu stosu (sekwens – tę samą długość).
result-all_rounds = Wszystkie rundy
result-game_over = Koniec partii
result-place = Pozycja
result-points = Punkty
result-round_over = Koniec rundy { $i }
result-round_short = Runda { $i }
result-title = Tytuł
result-total = Razem
result-winner_you = Wygrywasz.
result-winner =
    { $count ->
        [one] Wygrywa: { $seats }
        [few] Wygrywają ex aequo: { $seats }
        [many] Wygrywają ex aequo: { $seats }
       *[other] Wygrywają ex aequo: { $seats }
    }
save-restored = Przywrócono przerwaną partię: gra toczy się dalej od chwili, w której ją przerwano.
saved-cannot_keep = Tej partii nie da się zapisać na tym urządzeniu, bo jego pamięć jest pełna lub zablokowana. Możesz ją jednak dokończyć.
saved-current = Ta partia
saved-delete = Usuń
saved-limit =
    { $n ->
        [one] To urządzenie przechowuje tylko jedną przerwaną partię. Gdy zaczniesz kolejną, poprzednia zniknie.
        [few] To urządzenie przechowuje do { $n } przerwanych partii. Gdy zaczniesz kolejną, zniknie ta, w którą najdłużej nie grano.
        [many] To urządzenie przechowuje do { $n } przerwanych partii. Gdy zaczniesz kolejną, zniknie ta, w którą najdłużej nie grano.
       *[other] To urządzenie przechowuje do { $n } przerwanych partii. Gdy zaczniesz kolejną, zniknie ta, w którą najdłużej nie grano.
    }
saved-none = Na tym urządzeniu nie ma zapisanej przerwanej partii.
saved-played = Ostatnio grana
saved-resume = Wznów
saved-round = Runda
saved-title = Przerwane partie
seat-name = Miejsce { $n }
# A seat inside a sentence (after „więc”, „odbiorca:”, in the list of winners): lower case
# („więc miejsce 2 bierze lewę”, „Wygrywają ex aequo: ty, miejsce 2”); a typed name as typed.
seat-inline =
    { $kind ->
        [number] miejsce { $n }
        [you] ty
       *[named] { $seat }
    }
seat-subject =
    { $named ->
        [yes] { $seat }
       *[no] { $seat }
    }
seat-you = Ty
settings-group-beat = Co przebija co
settings-group-clear = Czyszczenie stosu
settings-group-house = Zasady domowe
settings-group-lead = Wyjście i wymiana kart
settings-group-local = Lokalne zasady Dai Fugo
settings-group-more = Więcej opcji
settings-group-players = Gracze i rundy
settings-group-revolution = Rewolucja
settings-locked = Zablokowane przez ten zestaw zasad.
settings-more = Opis zasady
settings-needs_jokers = Ma znaczenie tylko z jokerami w talii.
settings-needs_revolution = Ma znaczenie tylko przy włączonej rewolucji.
settings-needs_rounds = Działa dopiero od drugiej rundy, czyli w partii z co najmniej dwiema rundami.
settings-seats = Miejsca
share-copied = Skopiowano
share-copy = Kopiuj
share-label = Link do tej partii (to samo rozdanie i te same ustawienia):
share-select = Zaznacz i skopiuj link
speed-fast = Szybko
speed-instant = Natychmiast
speed-normal = Normalnie
speed-slow = Wolno
stats-average_place = Średnia pozycja
stats-average_points = Średnia liczba punktów
stats-games = Partie
stats-none = Na tym urządzeniu nie ma jeszcze ukończonych partii.
stats-reset = Wyzeruj statystyki
stats-reset_confirm = Wyzerować statystyki wszystkich zestawów zasad? Tego nie da się cofnąć.
stats-title = Statystyki
stats-wins = Zwycięstwa
status-out = bez kart, { $place }. pozycja
status-place = { $place }. pozycja
status-passed = pas
status-to_act = ma ruch
step-counter = Krok { $i } z { $n }
step-copy_link = Kopiuj link do tego kroku
step-first = Pierwszy krok
step-game_elsewhere = Przykład jest teraz na kroku { $j }; ta partia toczy się od kroku { $i }.
step-game_from = Partia od kroku { $i } tego przykładu
step-last = Ostatni krok
step-link_copied = Link skopiowany
step-link_in_address = Link do tego kroku jest w pasku adresu.
step-next = Następny krok
step-next_to_act = Ruch: { $seat }.
step-play_on = Graj dalej od tego momentu
step-play_on_step = Graj dalej od kroku { $j }
step-previous = Poprzedni krok
step-rejected-discard = { $seat } próbuje odrzucić { $cards }, ale to niedozwolone.
step-rejected-give = { $seat } próbuje oddać { $cards }, ale to niedozwolone.
step-rejected-pass = { $seat } próbuje spasować, ale to niedozwolone.
step-rejected-play = { $seat } próbuje zagrać { $cards }, ale to niedozwolone.
step-start = Sytuacja początkowa.
suit-C = trefl
suit-D = karo
suit-H = kier
suit-S = pik
title-asshole = Dupek
title-citizen = Obywatel
title-daifugo = Daifugō
title-daihinmin = Daihinmin
title-fugo = Fugō
title-heimin = Heimin
title-hinmin = Hinmin
title-loser = Przegrany
title-middle = Środkowy
title-president = Prezydent
title-vice_asshole = Wicedupek
title-vice_loser = Wiceprzegrany
title-vice_president = Wiceprezydent
trick-earlier =
    { $n ->
        [one] i 1 wcześniejsze zagranie
        [few] i { $n } wcześniejsze zagrania
        [many] i { $n } wcześniejszych zagrań
       *[other] i { $n } wcześniejszego zagrania
    }
engine-progress = { $loaded } z { $total } MB

## Online play (lobby.js, online-host.js, online-guest.js)
level-remote = Gracz online
online-bad_link = Ten link z zaproszeniem jest niepełny. Poproś o niego jeszcze raz.
online-close = Zamknij stół
online-copied = Skopiowano link.
online-copy = Kopiuj link
online-error_name = Najpierw wpisz swoje imię (najwyżej 24 znaki).
online-error_refused = Gospodarz nie mógł wykonać tej czynności. Jeśli na stole coś się nie zgadza, odśwież stronę.
online-error_seat_taken = Ktoś właśnie zajął to miejsce. Wybierz inne.
online-error_started = Gra przy tym stole już się zaczęła.
online-error_table_full = Ten stół jest pełny: wszystkie miejsca są zajęte.
online-hand_to_ai = Zastąp komputerem: { $name }
online-host = Gospodarz
online-invite = Zaproś znajomych
online-label = Stół online
online-leave = Opuść stół
online-link = Link z zaproszeniem
online-play_alone = Zagraj z komputerem
online-qr = Kod QR linku z zaproszeniem
online-qr_show = Pokaż kod QR
online-seat_ai = { $seat }: komputer (poziom { $level })
online-seat_away_ai = { $name }: poza stołem, do czasu powrotu gra komputer (poziom { $level })
online-seat_free = { $seat }: wolne (jeśli nikt tu nie usiądzie, zagra komputer, poziom { $level })
online-seat_guest = { $name }: przy stole
online-seat_guest_gone = { $name }: brak połączenia
online-seat_host = { $name }: gospodarz
online-seat_host_you = { $name }: ty, gospodarz
online-seat_you = { $name }: ty
online-seats = Miejsca
online-start = Zacznij grę
online-status_absent = Gospodarza nie ma przy stole (strona gospodarza może być zamknięta). Próbujemy ponownie…
online-status_browser = W tej przeglądarce nie można grać online: brak obsługi WebRTC.
online-status_choose = Wpisz swoje imię i zajmij wolne miejsce.
online-status_connecting = Łączenie ze stołem…
online-status_ended = Gospodarz zamknął ten stół.
online-status_lost = Połączenie z gospodarzem zostało przerwane. Próbujemy ponownie…
online-status_open = Wyślij link znajomym. Gdy zajmą miejsca, naciśnij „Zacznij grę”; na wolnych miejscach zagra komputer.
online-status_opening = Otwieranie stołu…
online-status_playing = Znajomi grają na swoich urządzeniach. Jeśli ktoś zniknie, komputer może przejąć jego miejsce.
online-status_playing_guest =
    { $named ->
        [yes] Grasz online. Gospodarz: { $host }.
       *[no] Grasz online przy tym stole.
    }
online-status_seated =
    { $named ->
        [yes] Siedzisz na miejscu { $n }. Czekamy, aż gospodarz ({ $host }) zacznie grę.
       *[no] Siedzisz na miejscu { $n }. Czekamy, aż gospodarz zacznie grę.
    }
online-status_signal = Serwer sygnalizacyjny pod adresem { $address } jest nieosiągalny, więc przeglądarki graczy nie mogą się odnaleźć. Musi go uruchomić ten, kto prowadzi serwis (zob. „Gra online”). Próbujemy ponownie…
online-status_started = Gra przy tym stole już się zaczęła i nie ma dla ciebie miejsca.
online-status_taken = Ten stół jest już otwarty w innej karcie lub oknie. Zamknij go tam i odśwież tę stronę.
online-status_webrtc = Twoja przeglądarka nie mogła połączyć się z przeglądarką gospodarza. Niektóre sieci blokują bezpośrednie połączenia; strona potrzebuje wtedy serwera TURN (zob. „Gra online”). Próbujemy ponownie…
online-table_gone = Ta przeglądarka nie przechowuje już tego stołu. Zaproś znajomych jeszcze raz.
online-take_seat = Usiądź na miejscu { $n }
online-waiting_deal =
    { $named ->
        [yes] Czekamy, aż gospodarz ({ $host }) rozda karty.
       *[no] Czekamy, aż gospodarz rozda karty.
    }
online-waiting_game = Karty zostaną rozdane, gdy gospodarz zacznie grę.
online-waiting_players = Czekamy na graczy. Gra zacznie się, gdy naciśniesz „Zacznij grę”.
online-your_name = Twoje imię

## Statistics of pass and play (results.js)
stats-shared_row = { $preset }, kilka osób przy tym urządzeniu

## The reader's own seat is to act (table-view.js)
status-your_turn = twój ruch
