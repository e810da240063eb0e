# Widget messages, Bulgarian, in Fluent syntax (TRANSLATING.md). Message ids are the
# widget's keys with '-' for '.'. Plural messages select on $n with this language's CLDR
# categories; see TRANSLATING.md.

card-joker = жокер
card-joker_as = жокер като { $rank }
card-joker_as_card = жокер като { $card }
card-joker_short = ЖОКЕР
card-pattern = { $rank } { $suit }
choice-first_lead-seat0 = който е на място 0, с произволен ход
choice-first_lead-three_of_clubs = който има тройка спатия (и трябва да я изиграе)
choice-first_lead-three_of_diamonds = който има тройка каро (и трябва да я изиграе)
choice-jokers-0 = без
choice-jokers-1 = 1
choice-jokers-2 = 2
choice-later_lead-after_asshole = играчът след Гъза от предишния рунд
choice-later_lead-asshole = Гъзът от предишния рунд
choice-revolution_timing-after_trick = при следващото изчистване на купчината
choice-revolution_timing-immediate = веднага
count-cards =
    { $n ->
        [one] 1 карта
       *[other] { $n } карти
    }
direction-backward = обратна
engine-error = В игровия двигател възникна грешка. Започнете нова партия, за да продължите.
engine-failed = Игровият двигател не можа да се зареди в този браузър. Правилата и примерите на страницата продължават да работят; презаредете страницата, за да опитате отново.
engine-failed_browser = Този браузър не може да изпълни игровия двигател: нужни са WebAssembly и модулни Web Workers. В по-нов браузър ще работи.
engine-failed_network = Файл на игровия двигател не се зареди: връзката може да е прекъсната. Опитайте отново, когато сте пак онлайн.
engine-loading = Зареждане на игровия двигател…
engine-ready = Игровият двигател е готов.
engine-retry = Опитайте отново
error-already_passed = Този играч вече е пасувал и чака купчината да се изчисти.
error-cannot_pass_on_lead = Започващият не може да пасува: сложете нещо върху празната купчина.
error-generic = Този ход не е позволен.
error-invalid_combination = Тези карти не образуват позволена комбинация: играйте карти от един и същ ранг (или, ако последователностите са включени, последователност в една боя).
error-invalid_give = Изберете точно толкова карти, колкото се искат.
error-locked = Взятката е заключена: играйте карти от заключените бои.
error-must_include =
    { $suit ->
        [C] Първият ход трябва да съдържа тройката спатия.
        [D] Първият ход трябва да съдържа тройката каро.
       *[other] Първият ход трябва да съдържа тази карта: { $card }.
    }
error-not_higher = Това не бие горната комбинация.
error-not_in_hand = Тази карта не е в ръката на този играч.
error-not_your_turn = Не е ред на този играч.
error-round_over = Рундът приключи.
error-wrong_count = Играйте толкова карти, колкото има горната комбинация (при последователност – същата дължина).
error-wrong_type = Комплект се слага само върху комплект, а последователност – само върху последователност.
event-capital_fall = Падане на столицата! Досегашният Президент, { $inline }, не излезе пръв и пада на позиция { $place }.
event-capital_fall-you = Падане на столицата! Не излязохте първи и падате на позиция { $place }.
event-clear-bomb =
    { $order ->
       *[normal] Секачът, единична двойка, изчиства купчината.
        [reversed] Секачът (при обърната подредба – единична тройка) изчиства купчината.
    }
event-clear-eight = Осмицата изчиства купчината.
event-clear-four_of_a_kind = Карето изчиства купчината.
event-clear-generic = Купчината се изчиства.
event-clear-match = Еднаквият чифт изчиства купчината.
event-clear-spade3_return = Тройката пика изчиства купчината.
event-clear-threes = Тройките изчистват купчината, защото при обърната подредба са най-силният ранг.
event-clear-twos = Двойките изчистват купчината.
event-counter_revolution = Контрареволюция: отново важи нормалната подредба.
event-descent =
    { $n ->
        [one] Спускане! Всеки, който още е в рунда, изхвърля една карта.
       *[other] Спускане! Всеки, който още е в рунда, изхвърля { $n } карти.
    }
event-direction_backward = Посоката на играта се обръща.
event-direction_forward = Посоката на играта отново е нормална.
event-discard = Изхвърляне от { $subject }: { $cards }.
event-discard-you = Вие изхвърляте { $cards }.
event-exchange = От { $subject } към { $to }: { $cards }.
event-exchange-to_you = От { $subject } за вас: { $cards }.
event-exchange-you = Вие давате { $cards } на { $to }.
event-exchange_hidden =
    { $n ->
        [one] От { $subject } към { $to }: една карта.
       *[other] От { $subject } към { $to }: { $n } карти.
    }
event-forbidden_finish = Забранено излизане: { $subject } излиза със забранена карта и заема позиция { $place }.
event-forbidden_finish-you = Излязохте със забранена карта и заемате позиция { $place }.
event-inherit = Наследство от { $subject } за { $to }: { $cards }.
event-inherit-to_you = Наследство от { $subject } за вас: { $cards }.
event-inherit-you = Вие предавате { $cards } на { $to }.
event-inherit_hidden =
    { $n ->
        [one] Наследство от { $subject } за { $to }: една карта.
       *[other] Наследство от { $subject } за { $to }: { $n } карти.
    }
event-jack_back =
    { $order ->
       *[reversed] Обръщане с валета! До изчистването на купчината подредбата е обърната.
        [normal] Обръщане с валета! До изчистването на купчината подредбата отново е нормална.
    }
event-jack_back_end =
    { $order ->
       *[normal] Обръщането с валета свършва и подредбата е нормална.
        [reversed] Обръщането с валета свършва и подредбата е обърната.
    }
event-lock =
    { $n ->
        [one] Заключване! До изчистването на купчината всеки ход трябва да е в { $suits }.
       *[other] Заключване! До изчистването на купчината всеки ход трябва да е в тези бои: { $suits }.
    }
event-pass = Пасува { $subject }.
event-pass-you = Вие пасувате.
event-play = Ход на { $subject }: { $cards }.
event-play-you = Вие играете { $cards }.
event-revolution = Революция! Подредбата се обръща: сега тройката е най-силна, а двойката – най-слаба.
event-round_over = Рундът приключи.
event-skip = Прескача се { $subject }.
event-skip-you = Вие сте прескочени.
event-spade3_return = Отговор с тройка пика: { $subject } бие жокера!
event-spade3_return-you = Отговаряте на жокера с тройка пика!
event-trick_won =
    { $reason ->
       *[passed] Всички останали пасуваха, затова { $inline } печели взятката и купчината се изчиства.
        [no_one_left] Никой друг не може да играе, затова { $inline } печели взятката и купчината се изчиства.
    }
event-trick_won-you =
    { $reason ->
       *[passed] Всички останали пасуваха, затова вие печелите взятката и купчината се изчиства.
        [no_one_left] Никой друг не може да играе, затова вие печелите взятката и купчината се изчиства.
    }
event-unknown = Играта продължава.
event-went_out = Излиза { $subject } и заема позиция { $place }.
event-went_out-you = Вие излизате и заемате позиция { $place }.
event-went_out_inheritance = Само с двойки и жокери в ръката { $subject } излиза веднага (позиция { $place }) и трябва да ги предаде на другите.
event-went_out_inheritance-you = Държите само двойки и жокери: излизате веднага (позиция { $place }) и трябва да ги предадете на другите.
example-broken = Този пример не може да бъде показан.
example-label = Пример стъпка по стъпка
example-missing = Липсват данните на този пример.
give-prompt_discard =
    { $n ->
        [one] Изберете една карта за изхвърляне.
       *[other] Изберете { $n } карти за изхвърляне.
    }
give-prompt_inheritance = Изберете карта и играча, който ще я наследи.
give-prompt_to =
    { $n ->
        [one] Изберете една карта, която да дадете на { $to }.
       *[other] Изберете { $n } карти, които да дадете на { $to }.
    }
give-to = На:
hand-empty = Нямате повече карти.
hand-fits = { $card } (може да се добави към избраните карти)
hand-not_playable = { $card } (не може да се изиграе сега)
hand-sort_rank = Подредете по ранг
hand-sort_suit = Подредете по боя
handover-show = Отворете картите на { $seat }
handover-title = Подайте устройството на играча на { $seat }.
hint-discard = Подсказка: изхвърлете { $cards }.
hint-give_to = Подсказка: дайте { $cards } на { $to }.
hint-inherit = Подсказка: предайте { $cards } на { $to }.
hint-pass = Подсказка: пасувайте.
hint-play = Подсказка: играйте { $cards }.
jack_back-until_clear = в сила до изчистването на купчината
label-ai_speed = Скорост на компютъра
label-direction = Посока
label-hand = Ръка
label-hands = Ръцете на играчите
label-jack_back = Обръщане с валета
label-joker_card = Картата, която жокерът замества
label-lock = Заключени бои
label-options = Опции
label-order = Подредба
label-pile = Купчина
label-players = Играчи
label-preset = Набор от правила
label-seat = Място
label-seed = Номер на раздаването
label-seed_random = случаен
label-status = Състояние
label-to_act = На ход
label-your_hand = Вашите карти
letter-A = А
letter-J = В
letter-K = Р
letter-Q = Д
level-baseline = Базово
level-easy = Лесно
level-expert = Експертно
level-hard = Трудно
level-human = Човек на това устройство
level-normal = Нормално
link-bad = Настройките в тази връзка не можаха да се прочетат ({ $part }); използват се настройките по подразбиране.
link-ignored = Част от връзката е пропусната: { $parts }. Останалите настройки от нея се използват.
link-rejected = Тези настройки не могат да се съчетаят; използват се настройките по подразбиране.
link-too_long = Връзката е твърде дълга; използват се настройките по подразбиране.
link-why_encoding = повредено кодиране
link-why_locked = заключено в този набор от правила
link-why_players = позволено от { $min } до { $max }
link-why_unknown = непозната настройка
link-why_value = непозволена стойност
log-undone = Последният ви ход е отменен.
move-give = даване на { $cards }
move-pass = пас
offline-reload = Презареждане
offline-update = Нова версия на сайта е готова.
option-capital_fall = Падане на столицата
option-descents = Спускания
option-eight_clears = Осмицата изчиства
option-equal_plays = Равни ходове
option-exchange = Размяна на карти
option-first_lead = Кой започва първия рунд
option-five_skip = Петицата прескача
option-forbidden_finish = Забранено излизане
option-inheritance = Наследство
option-jack_back = Обръщане с валета
option-joker_not_two = Жокерът никога не е двойка
option-jokers = Жокери
option-later_lead = Кой започва следващите рундове
option-lock = Заключване
option-match_clears = Еднакъв чифт изчиства купчината
option-match_skips = Еднаква единична карта прескача следващия играч
option-quad_clears = Карето изчиства купчината
option-revolution = Революция
option-revolution_timing = Кога действа революцията
option-rounds = Рундове
option-sequences = Последователности
option-seven_pass = Седмицата подава
option-spade3_return = Отговор с тройка пика
option-ten_discard = Десетката изхвърля
option-two_bombs = Секач
option-two_clears = Комплект от двойки изчиства купчината
option-uneven_deal = Неравно раздаване
option-western_revolution = Западна революция
option_help-capital_fall = От втория рунд нататък, когато друг излезе пръв, досегашният Президент пада на най-ниската свободна позиция (обикновено последната).
option_help-descents = Когато три поредни комплекта с еднакъв брой карти в една взятка се изкачват с по един ранг в действащата подредба, всички играчи, които още са в рунда, изхвърлят толкова карти, колкото има в комплекта, но никога последната си карта.
option_help-eight_clears = Всеки ход с осмица изчиства купчината; който го е изиграл, започва.
option_help-equal_plays = Ходът може да е равен на горната комбинация; иначе трябва да е по-висок.
option_help-exchange = От втория рунд последните в класирането дават най-добрите си карти на първите и получават обратно карти, избрани от първите.
option_help-first_lead = Кой започва първата взятка на партията.
option_help-five_skip = Комплект петици прескача по един играч за всяка петица; последователност през петица не прескача никого.
option_help-forbidden_finish = Който излезе с жокер, с най-силния ранг в действащата подредба (двойка, а при обърната – тройка), с осмица, когато осмицата изчиства, или с тройката пика, с която отговаря на жокер, получава най-ниската свободна позиция.
option_help-inheritance = Който остане само с двойки и жокери, излиза веднага и ги предава на играчите, които още са в рунда.
option_help-jack_back = Комплект валета обръща подредбата до изчистването на купчината; последователност през вале – не.
option_help-joker_not_two = Жокерът замества всеки ранг освен двойката.
option_help-jokers = Колко жокера има в тестето. Жокерът замества карта в комплект или последователност, а изигран сам, е най-високата единична карта: бие го само тройката пика, когато е включен „Отговор с тройка пика“ (при равни ходове втори жокер може да се изиграе върху него като равен ход).
option_help-later_lead = Кой започва първата взятка на всеки следващ рунд.
option_help-lock = Два хода поред в едни и същи бои заключват взятката за тези бои.
option_help-match_clears = С равни ходове: чифт върху чифт от същия ранг изчиства купчината.
option_help-match_skips = С равни ходове: единична карта върху единична от същия ранг прескача следващия играч.
option_help-players = От { $min } до { $max } на масата, включително вие.
option_help-quad_clears = Каре изчиства купчината веднага.
option_help-revolution = Всяко каре обръща подредбата (тройката става най-силна, а двойката – най-слаба; следващото каре връща нормалната подредба).
option_help-revolution_timing = Веднага или едва при следващото изчистване на купчината.
option_help-rounds = Колко рунда трае партията; точките се събират.
option_help-seed = Със същия номер се раздават същите карти; оставете полето празно за ново раздаване.
option_help-sequences = Освен комплекти – и последователности: три или повече поредни карти в една боя.
option_help-seven_pass = След комплект седмици играчът дава по една карта за всяка седмица на следващия играч, който още е в рунда.
option_help-spade3_return = Тройката пика, изиграна сама, бие единичен жокер и изчиства купчината.
option_help-ten_discard = След комплект десетки играчът изхвърля по една карта по свой избор за всяка десетка.
option_help-two_bombs = Единична двойка (при обърната подредба – единична тройка) сече купчината, каквото и да е отгоре: чифт, три еднакви, каре или последователност; върху единична карта – само ако я бие, и никога върху единичен жокер.
option_help-two_clears = Комплект от най-силния ранг (двойки, а при обърната подредба – тройки) изчиства купчината; който го е изиграл, започва следващата взятка.
option_help-uneven_deal = От втория рунд победителите получават повече карти, а последните – по-малко.
option_help-western_revolution = Каре или четири единични карти от един ранг поред обръщат и подредбата, и посоката на играта.
order-normal = нормална (3 най-ниска, 2 най-висока)
order-reversed = обърната (2 най-ниска, 3 най-висока)
pile-empty = празна
play-back_to_example = Обратно към примера
play-cannot_start = Партията не можа да започне.
play-give = Дайте
play-hint = Подсказка
play-label = Играйте Президент
play-log = Дневник на ходовете
play-new_deal = Ново раздаване
play-new_game = Нова партия
play-next_round = Следващ рунд
play-pass = Пас
play-play = Изиграйте
play-replay_deal = Изиграйте същото раздаване отново
play-round = Рунд { $i } от { $n }
play-select_first = Първо изберете карти.
play-selection_ok = Готово за игра: { $cards }.
play-selection_ok_discard = Готово за изхвърляне: { $cards }.
play-selection_ok_give = Готово за даване: { $cards }.
play-settings = Настройки на партията
play-undo = Отмяна на хода
play-waiting = Чака се { $seat }…
play-your_turn_follow = Ваш ред: бийте горната комбинация или пасувайте.
play-your_turn_first_lead =
    { $suit ->
        [C] Вие започвате първата взятка на партията. Ходът ви трябва да съдържа тройката спатия.
       *[D] Вие започвате първата взятка на партията. Ходът ви трябва да съдържа тройката каро.
    }
play-your_turn_lead = Вие започвате: изиграйте комбинация по свой избор.
preset-cardverse = CardVerse
preset-classic = Класически
preset-daifugo = Дай Фуго
preset-hebrew = Израелски домашни правила
preset-japanese = Японски местни правила
preset_desc-cardverse = Строг публикуван набор: от 3 до 6 играчи, без равни ходове, с революция.
preset_desc-classic = Стандартен Президент: само комплекти, равните ходове са разрешени, комплект от двойки изчиства купчината.
preset_desc-daifugo = Японският предшественик на Президент: един жокер, последователности, осмицата изчиства, революция, която действа при следващото изчистване на купчината.
preset_desc-hebrew = Домашните правила от енциклопедичната статия на иврит: секач, еднакви карти прескачат или изчистват, два жокера, неравно раздаване.
preset_desc-japanese = Дай Фуго с местните правила, които японските играчи ползват най-често: отговор с тройка пика, заключване, обръщане с валета, падане на столицата, забранено излизане и японските титли.
rank-10 = десетка
rank-2 = двойка
rank-3 = тройка
rank-4 = четворка
rank-5 = петица
rank-6 = шестица
rank-7 = седмица
rank-8 = осмица
rank-9 = деветка
rank-A = асо
rank-J = вале
rank-K = поп
rank-Q = дама
reason-cannot_pass_on_lead = Започващият не може да пасува.
reason-invalid_combination = Тези карти не образуват позволена комбинация.
reason-invalid_give = Карти се дават само когато се дължат: точно толкова, колкото се искат, от собствената ръка и на играч, който може да ги получи.
reason-locked = Взятката е заключена, а този ход не е в заключените бои.
reason-wrong_count = Ходът трябва да има толкова карти, колкото горната комбинация (последователността – същата дължина).
result-all_rounds = Всички рундове
result-game_over = Край на партията
result-place = Позиция
result-points = Точки
result-round_over = Рунд { $i } приключи
result-round_short = Рунд { $i }
result-title = Титла
result-total = Общо
result-winner_you = Вие печелите.
result-winner =
    { $count ->
        [one] Победител: { $seats }
       *[other] Победители наравно: { $seats }
    }
save-restored = Започнатата партия е отново там, където я оставихте.
saved-cannot_keep = Тази партия не може да се запази на това устройство, защото паметта му е пълна или блокирана. Все пак можете да я изиграете докрай.
saved-current = Тази партия
saved-delete = Изтрийте
saved-limit =
    { $n ->
        [one] Това устройство пази една незавършена партия. Когато започнете нова, предишната се забравя.
       *[other] Това устройство пази до { $n } незавършени партии. Когато започнете още една, се забравя партията, играна най-отдавна.
    }
saved-none = На това устройство няма запазена незавършена партия.
saved-played = Последно играна
saved-resume = Продължете
saved-round = Рунд
saved-title = Незавършени партии
seat-name = място { $n }
seat-inline =
    { $kind ->
        [number] място { $n }
        [you] Вие
       *[named] { $seat }
    }
seat-subject =
    { $named ->
        [yes] { $seat }
       *[no] { $seat }
    }
seat-you = Вие
settings-group-beat = Кое бие кое
settings-group-clear = Изчистване на купчината
settings-group-house = Домашни правила
settings-group-lead = Започване и размяна на карти
settings-group-local = Местни правила на Дай Фуго
settings-group-more = Още опции
settings-group-players = Играчи и рундове
settings-group-revolution = Революция
settings-locked = Заключено в този набор от правила.
settings-more = Прочетете правилото
settings-needs_jokers = Има значение само с жокери в тестето.
settings-needs_revolution = Има значение само при включена опция „Революция“.
settings-needs_rounds = Действа едва от втория рунд, т.е. в партия от два или повече рунда.
settings-seats = Места
share-copied = Копирано
share-copy = Копирайте
share-label = Връзка към тази партия (същото раздаване и същите настройки):
share-select = Маркирайте и копирайте връзката
speed-fast = Бързо
speed-instant = Мигновено
speed-normal = Нормално
speed-slow = Бавно
stats-average_place = Средна позиция
stats-average_points = Среден брой точки
stats-games = Партии
stats-none = Още няма завършени партии на това устройство.
stats-reset = Нулирайте статистиката
stats-reset_confirm = Да се нулира ли статистиката на всички набори от правила? Това не може да се отмени.
stats-title = Статистика
stats-wins = Първи позиции
status-out = излезе – позиция { $place }
status-place = позиция { $place }
status-passed = пас
status-to_act = на ход
step-counter = Стъпка { $i } от { $n }
step-copy_link = Копирайте връзката към тази стъпка
step-first = Първа стъпка
step-game_elsewhere = Примерът вече е на стъпка { $j }; тази партия продължава от стъпка { $i }.
step-game_from = Партия от стъпка { $i } на този пример
step-last = Последна стъпка
step-link_copied = Връзката е копирана
step-link_in_address = Връзката към тази стъпка е в адресната лента.
step-next = Следваща стъпка
step-next_to_act = На ход е { $seat }.
step-play_on = Продължете играта оттук
step-play_on_step = Продължете от стъпка { $j }
step-previous = Предишна стъпка
step-rejected-discard = Отказано изхвърляне: { $seat } опитва да изхвърли { $cards }.
step-rejected-give = Отказано даване: { $seat } опитва да даде { $cards }.
step-rejected-pass = Отказан пас: { $seat } опитва да пасува.
step-rejected-play = Отказан ход: { $seat } опитва да изиграе { $cards }.
step-start = Начално положение.
suit-C = спатия
suit-D = каро
suit-H = купа
suit-S = пика
title-asshole = Гъз
title-citizen = Гражданин
title-daifugo = Дайфуго
title-daihinmin = Дайхинмин
title-fugo = Фуго
title-heimin = Хеймин
title-hinmin = Хинмин
title-loser = Губещ
title-middle = Среден
title-president = Президент
title-vice_asshole = Вицегъз
title-vice_loser = Вицегубещ
title-vice_president = Вицепрезидент
trick-earlier =
    { $n ->
        [one] и 1 по-ранен ход
       *[other] и { $n } по-ранни хода
    }
engine-progress = { $loaded } от { $total } МБ

## Online play (lobby.js, online-host.js, online-guest.js)
level-remote = Играч онлайн
online-bad_link = Тази връзка за покана не е пълна. Поискайте я отново.
online-close = Затворете масата
online-copied = Връзката е копирана.
online-copy = Копирайте връзката
online-error_name = Първо въведете името си (до 24 знака).
online-error_refused = Домакинът не прие това действие. Презаредете страницата, ако нещо на масата не изглежда наред.
online-error_seat_taken = Някой току-що зае това място. Изберете друго.
online-error_started = Партията на тази маса вече е започнала.
online-error_table_full = Тази маса е пълна: всички места са заети.
online-hand_to_ai = Оставете компютъра да играе вместо { $name }
online-host = Домакин
online-invite = Поканете приятели
online-label = Онлайн маса
online-leave = Напуснете масата
online-link = Връзка за покана
online-play_alone = Играйте срещу компютъра
online-qr = QR код на връзката за покана
online-qr_show = Покажете QR код
online-seat_ai = Компютърът ({ $level }) играе на { $seat }
online-seat_away_ai = { $name }: отсъства; докато се върне, играе компютърът ({ $level })
online-seat_free = Свободно { $seat } (ако никой не седне тук, играе компютърът, ниво { $level })
online-seat_guest = { $name }: на масата
online-seat_guest_gone = { $name }: няма връзка
online-seat_host = { $name }: домакин
online-seat_host_you = { $name }: вие, домакинът
online-seat_you = { $name }: вие
online-seats = Места
online-start = Започнете партията
online-status_absent = Домакинът не е на масата (страницата му може да е затворена). Нов опит…
online-status_browser = Този браузър не може да играе онлайн: нужен е WebRTC.
online-status_choose = Въведете името си и заемете свободно място.
online-status_connecting = Свързване с масата…
online-status_ended = Домакинът затвори тази маса.
online-status_lost = Връзката с домакина прекъсна. Нов опит…
online-status_open = Изпратете връзката на приятелите си. Когато заемат местата си, натиснете „Започнете партията“; на свободните места играе компютърът.
online-status_opening = Отваряне на масата…
online-status_playing = Приятелите ви играят от своите устройства. Ако някой отсъства, компютърът може да играе вместо него.
online-status_playing_guest =
    { $named ->
        [yes] Играете на масата на { $host }.
       *[no] Играете на тази маса.
    }
online-status_seated =
    { $named ->
        [yes] Седите на място { $n }. Чакаме { $host } да започне партията.
       *[no] Седите на място { $n }. Чакаме домакина да започне партията.
    }
online-status_signal = Сигналният сървър на адрес { $address } не е достъпен, затова браузърите на играчите не могат да се намерят. Който поддържа този сайт, трябва да го стартира (вижте „Онлайн игра“). Нов опит…
online-status_started = Партията на тази маса вече е започнала и за вас няма място.
online-status_taken = Тази маса вече е отворена в друг раздел или прозорец. Затворете я там и презаредете тази страница.
online-status_webrtc = Вашият браузър и този на домакина не успяха да се свържат. Някои мрежи блокират преките връзки; тогава сайтът се нуждае от TURN сървър (вижте „Онлайн игра“). Нов опит…
online-table_gone = Този браузър вече не пази тази маса. Поканете приятелите си отново.
online-take_seat = Седнете на място { $n }
online-waiting_deal =
    { $named ->
        [yes] Чакаме { $host } да раздаде.
       *[no] Чакаме домакина да раздаде.
    }
online-waiting_game = Картите ще бъдат раздадени, когато домакинът започне партията.
online-waiting_players = Изчакват се играчи. Партията започва, когато натиснете „Започнете партията“.
online-your_name = Вашето име

## Statistics of pass and play (results.js)
stats-shared_row = { $preset }, няколко души на това устройство

## The reader's own seat is to act (table-view.js)
status-your_turn = ваш ред
