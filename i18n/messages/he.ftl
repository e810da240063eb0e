# Widget messages, Hebrew, in Fluent syntax (TRANSLATING.md). Message ids are the
# widget's keys with '-' for '.'. Plural messages select on $n with this language's CLDR
# categories; see TRANSLATING.md.

card-joker = ג'וקר
card-joker_as = ג'וקר במקום { $rank }
card-joker_as_card = ג'וקר במקום { $card }
card-joker_short = ג'וקר
card-pattern = { $rank } { $suit }
choice-first_lead-seat0 = מי שיושב במושב 0, בכל מהלך שירצה
choice-first_lead-three_of_clubs = מי שמחזיק בשלוש תלתן (חייב להניח אותו)
choice-first_lead-three_of_diamonds = מי שמחזיק בשלוש יהלום (חייב להניח אותו)
choice-jokers-0 = אין
choice-jokers-1 = 1
choice-jokers-2 = 2
choice-later_lead-after_asshole = השחקן שאחרי הלוזר
choice-later_lead-asshole = הלוזר של הסיבוב הקודם
choice-revolution_timing-after_trick = כשהערימה נשרפת בפעם הבאה
choice-revolution_timing-immediate = מיד
count-cards =
    { $n ->
        [one] קלף אחד
        [two] 2 קלפים
       *[other] { $n } קלפים
    }
direction-backward = הפוך
engine-error = אירעה שגיאה במנוע המשחק. אפשר להתחיל משחק חדש כדי להמשיך.
engine-failed = לא ניתן היה לטעון את מנוע המשחק בדפדפן הזה. החוקים והדוגמאות בדף ממשיכים לעבוד; אפשר לטעון מחדש את הדף כדי לנסות שוב.
engine-failed_browser = הדפדפן הזה לא יכול להריץ את מנוע המשחק: נדרשת תמיכה ב‑WebAssembly וב‑module workers. בדפדפן עדכני זה יעבוד.
engine-failed_network = קובץ של מנוע המשחק לא הגיע: ייתכן שאין חיבור. נסו שוב כשהחיבור יחזור.
engine-loading = מנוע המשחק נטען…
engine-ready = מנוע המשחק מוכן.
engine-retry = לנסות שוב
error-already_passed = מי שכבר אמר פס מחכה שהערימה תישרף.
error-cannot_pass_on_lead = הפותח לא רשאי לומר פס; יש להניח משהו על הערימה הריקה.
error-generic = המהלך הזה אסור.
error-invalid_combination = הקלפים האלה לא יוצרים צירוף חוקי: יש להניח קלפים מאותו ערך (או, כשרצפים מותרים, רצף מאותה צורה).
error-invalid_give = יש לבחור בדיוק את מספר הקלפים הנדרש.
error-locked = הלקיחה נעולה: יש להניח קלפים בצורות הנעולות.
error-must_include =
    { $suit ->
        [C] המהלך הראשון חייב לכלול את שלוש התלתן.
        [D] המהלך הראשון חייב לכלול את שלוש היהלום.
       *[other] המהלך הראשון חייב לכלול את הקלף הזה: { $card }.
    }
error-not_higher = זה לא עולה על הצירוף העליון.
error-not_in_hand = הקלף הזה לא נמצא ביד.
error-not_your_turn = עכשיו לא התור של המושב הזה.
error-round_over = הסיבוב הסתיים.
error-wrong_count = יש להניח קלפים כמספר הקלפים בצירוף העליון (ברצף: באותו אורך).
error-wrong_type = קבוצה מניחים רק על קבוצה, ורצף רק על רצף.
event-capital_fall = נפילת הבירה! { $inline }, הפרזידנט הקודם, לא יצא ראשון ויורד למקום { $place }.
event-capital_fall-you = נפילת הבירה! לא יצאתם ראשונים ואתם יורדים למקום { $place }.
event-clear-bomb =
    { $order ->
       *[normal] החותך, 2 יחיד, שורף את הערימה.
        [reversed] החותך, שבסדר ההפוך הוא 3 יחיד, שורף את הערימה.
    }
event-clear-eight = המהלך שיש בו 8 שורף את הערימה.
event-clear-four_of_a_kind = הרביעייה שורפת את הערימה.
event-clear-generic = הערימה נשרפת.
event-clear-match = הזוג הזהה שורף את הערימה.
event-clear-spade3_return = ה‑3 עלה שורף את הערימה.
event-clear-threes = קבוצת ה‑3 שורפת את הערימה, כי בסדר ההפוך 3 הוא הערך החזק ביותר.
event-clear-twos = קבוצת ה‑2 שורפת את הערימה.
event-counter_revolution = מהפכת נגד: הסדר הרגיל חוזר.
event-descent =
    { $n ->
        [one] הורדה! כל מי שעדיין בסיבוב מוריד קלף אחד.
        [two] הורדה! כל מי שעדיין בסיבוב מוריד שני קלפים.
       *[other] הורדה! כל מי שעדיין בסיבוב מוריד { $n } קלפים.
    }
event-direction_backward = כיוון המשחק מתהפך.
event-direction_forward = כיוון המשחק חוזר לרגיל.
event-discard = { $subject } זורק { $cards }.
event-discard-you = זרקתם { $cards }.
event-exchange = { $subject } נותן { $cards } { ATTACH("ל", $to) }.
event-exchange-to_you = { $subject } נותן לכם { $cards }.
event-exchange-you = נתתם { $cards } { ATTACH("ל", $to) }.
event-exchange_hidden =
    { $n ->
        [one] { $subject } נותן קלף אחד { ATTACH("ל", $to) }.
        [two] { $subject } נותן שני קלפים { ATTACH("ל", $to) }.
       *[other] { $subject } נותן { $n } קלפים { ATTACH("ל", $to) }.
    }
event-forbidden_finish = יציאה אסורה: { $subject } יוצא עם קלף שאסור לצאת איתו ויורד למקום { $place }.
event-forbidden_finish-you = יציאה אסורה: יצאתם עם קלף שאסור לצאת איתו ואתם יורדים למקום { $place }.
event-inherit = { $subject } מוריש { $cards } { ATTACH("ל", $to) }.
event-inherit-to_you = { $subject } מוריש לכם { $cards }.
event-inherit-you = הורשתם { $cards } { ATTACH("ל", $to) }.
event-inherit_hidden =
    { $n ->
        [one] { $subject } מוריש קלף אחד { ATTACH("ל", $to) }.
        [two] { $subject } מוריש שני קלפים { ATTACH("ל", $to) }.
       *[other] { $subject } מוריש { $n } קלפים { ATTACH("ל", $to) }.
    }
event-jack_back =
    { $order ->
       *[reversed] היפוך נסיכים! עד שהערימה תישרף, הסדר הפוך.
        [normal] היפוך נסיכים! עד שהערימה תישרף, הסדר שוב רגיל.
    }
event-jack_back_end =
    { $order ->
       *[normal] היפוך הנסיכים נגמר, והסדר רגיל.
        [reversed] היפוך הנסיכים נגמר, והסדר הפוך.
    }
event-lock =
    { $n ->
        [one] נעילה! עד שהערימה תישרף, כל מהלך חייב להיות בצורת { $suits }.
        [two] נעילה! עד שהערימה תישרף, כל מהלך חייב להיות באותן צורות: { $suits }.
       *[other] נעילה! עד שהערימה תישרף, כל מהלך חייב להיות באותן צורות: { $suits }.
    }
event-pass = { $subject } אומר פס.
event-pass-you = אמרתם פס.
event-play = { $subject } מניח { $cards }.
event-play-you = הנחתם { $cards }.
event-revolution = מהפכה! הסדר מתהפך: עכשיו 3 הוא החזק ו‑2 החלש.
event-round_over = הסיבוב הסתיים.
event-skip = מדלגים על התור של { $subject }.
event-skip-you = מדלגים על התור שלכם.
event-spade3_return = { $subject } עונה על ג'וקר ב‑3 עלה!
event-spade3_return-you = עניתם על ג'וקר ב‑3 עלה!
event-trick_won =
    { $reason ->
       *[passed] כל האחרים אמרו פס, ולכן { $inline } זוכה בלקיחה והערימה נשרפת.
        [no_one_left] אף אחד אחר לא יכול לשחק, ולכן { $inline } זוכה בלקיחה והערימה נשרפת.
    }
event-trick_won-you =
    { $reason ->
       *[passed] כל האחרים אמרו פס, ולכן זכיתם בלקיחה והערימה נשרפת.
        [no_one_left] אף אחד אחר לא יכול לשחק, ולכן זכיתם בלקיחה והערימה נשרפת.
    }
event-unknown = המשחק נמשך.
event-went_out = { $subject } נשאר בלי קלפים ויוצא. מקום סיום: { $place }.
event-went_out-you = נשארתם בלי קלפים ויצאתם. מקום סיום: { $place }.
event-went_out_inheritance = בידי { $subject } נשארו רק קלפי 2 וג'וקרים: הוא יוצא מיד (מקום { $place }) וחייב להוריש אותם.
event-went_out_inheritance-you = נשארו בידיכם רק קלפי 2 וג'וקרים: יצאתם מיד (מקום { $place }) ועליכם להוריש אותם.
example-broken = לא ניתן להציג את הדוגמה הזאת.
example-label = דוגמה צעד אחר צעד
example-missing = חסרים הנתונים של הדוגמה הזאת.
give-prompt_discard =
    { $n ->
        [one] יש לבחור קלף אחד לזריקה.
        [two] יש לבחור שני קלפים לזריקה.
       *[other] יש לבחור { $n } קלפים לזריקה.
    }
give-prompt_inheritance = יש לבחור קלף ואת השחקן שיירש אותו.
give-prompt_to =
    { $n ->
        [one] יש לבחור קלף אחד למסירה { ATTACH("ל", $to) }.
        [two] יש לבחור שני קלפים למסירה { ATTACH("ל", $to) }.
       *[other] יש לבחור { $n } קלפים למסירה { ATTACH("ל", $to) }.
    }
give-to = אל:
hand-empty = לא נשארו קלפים.
hand-fits = { $card } (מתאים לקלפים שבחרתם)
hand-not_playable = { $card } (אי אפשר להניח אותו עכשיו)
hand-sort_rank = מיון לפי ערך
hand-sort_suit = מיון לפי צורה
handover-show = הצגת הקלפים של { $seat }
handover-title = העבירו את המכשיר { ATTACH("ל", $seat) }.
hint-discard = רמז: לזרוק { $cards }.
hint-give_to = רמז: למסור { $cards } { ATTACH("ל", $to) }.
hint-inherit = רמז: להוריש { $cards } { ATTACH("ל", $to) }.
hint-pass = רמז: לומר פס.
hint-play = רמז: להניח { $cards }.
jack_back-until_clear = בתוקף עד שהערימה תישרף
label-ai_speed = מהירות המחשב
label-direction = כיוון
label-hand = יד
label-hands = הידיים של השחקנים
label-jack_back = היפוך נסיכים
label-joker_card = הקלף שהג'וקר מחליף
label-lock = צורות נעולות
label-options = אפשרויות
label-order = סדר
label-pile = ערימה
label-players = שחקנים
label-preset = מערכת חוקים
label-seat = מושב
label-seed = מספר חלוקה
label-seed_random = אקראי
label-status = מצב
label-to_act = מי משחק עכשיו
label-your_hand = היד שלכם
letter-A = A
letter-J = J
letter-K = K
letter-Q = Q
level-baseline = בסיסי
level-easy = קל
level-expert = מומחה
level-hard = קשה
level-human = שחקן אנושי (במכשיר הזה)
level-normal = בינוני
link-bad = לא ניתן היה לקרוא את ההגדרות בקישור ({ $part }); נעשה שימוש בהגדרות ברירת המחדל.
link-ignored = חלק מהקישור הושמט: { $parts }. שאר ההגדרות שבו בשימוש.
link-rejected = אי אפשר לשלב את ההגדרות האלה; נעשה שימוש בהגדרות ברירת המחדל.
link-too_long = הקישור ארוך מדי; נעשה שימוש בהגדרות ברירת המחדל.
link-why_encoding = קידוד פגום
link-why_locked = נעול במערכת החוקים הזאת
link-why_players = מותרים { $min } עד { $max } שחקנים
link-why_unknown = הגדרה לא מוכרת
link-why_value = בחירה לא מותרת
log-undone = ביטלתם את המהלך האחרון שלכם.
move-give = מסירת { $cards }
move-pass = פס
offline-reload = טעינה מחדש
offline-update = גרסה חדשה של האתר מוכנה.
option-capital_fall = נפילת הבירה
option-descents = הורדות
option-eight_clears = 8 שורף
option-equal_plays = מהלכים שווים
option-exchange = החלפת קלפים
option-first_lead = הפתיחה הראשונה
option-five_skip = 5 מדלג
option-forbidden_finish = יציאה אסורה
option-inheritance = הורשות
option-jack_back = היפוך נסיכים
option-joker_not_two = ג'וקר לא במקום 2
option-jokers = ג'וקרים
option-later_lead = מי פותח בסיבובים הבאים
option-lock = נעילה
option-match_clears = זוג זהה שורף את הערימה
option-match_skips = קלף זהה מדלג על השחקן הבא
option-quad_clears = רביעייה שורפת את הערימה
option-revolution = מהפכה
option-revolution_timing = מתי המהפכה נכנסת לתוקף
option-rounds = סיבובים
option-sequences = רצפים
option-seven_pass = 7 מעביר
option-spade3_return = החזרת 3 עלה
option-ten_discard = 10 זורק
option-two_bombs = החותך (2 יחיד חותך את הערימה)
option-two_clears = קבוצת 2 שורפת את הערימה
option-uneven_deal = חלוקה לא שווה
option-western_revolution = מהפכה מערבית
option_help-capital_fall = מהסיבוב השני והלאה, כשמישהו אחר יוצא ראשון, הפרזידנט הקודם יורד למקום הפנוי הנמוך ביותר (בדרך כלל האחרון).
option_help-descents = כששלוש קבוצות באותו גודל באות זו אחר זו באותה לקיחה, בערכים עוקבים שעולים בסדר שבתוקף (למשל 5, 6, 7), כל מי שעדיין בסיבוב מוריד כמספר הקלפים שבכל קבוצה, אבל אף פעם לא את הקלף האחרון שלו.
option_help-eight_clears = כל מהלך עם 8 שורף את הערימה; מי שהניח אותו פותח את הלקיחה הבאה.
option_help-equal_plays = מותר מהלך שערכו זהה לזה של הצירוף העליון; בלי האפשרות הזאת – רק גבוה יותר.
option_help-exchange = מהסיבוב השני, המפסידים של הסיבוב הקודם נותנים את הקלפים הטובים ביותר שלהם למנצחים, ומקבלים בחזרה קלפים לבחירת המנצחים.
option_help-first_lead = מי פותח את הלקיחה הראשונה של המשחק.
option_help-five_skip = קבוצת 5 מדלגת על שחקן אחד על כל 5; רצף שיש בו 5 לא מדלג על אף אחד.
option_help-forbidden_finish = מי שיוצא עם ג'וקר, עם הערך החזק ביותר בסדר שבתוקף (2, ובסדר ההפוך 3), עם 8 כשהאפשרות "8 שורף" פועלת, או עם 3 עלה שעונה על ג'וקר, מקבל את המקום הפנוי הנמוך ביותר.
option_help-inheritance = מי שנשארו בידו רק קלפי 2 וג'וקרים יוצא מיד ומוריש אותם לשחקנים שעדיין בסיבוב.
option_help-jack_back = קבוצה של נסיכים הופכת את הסדר עד שהערימה תישרף; רצף שיש בו נסיך לא הופך אותו.
option_help-joker_not_two = ג'וקר יכול להחליף כל ערך חוץ מ‑2.
option_help-jokers = כמה ג'וקרים יש בחפיסה. ג'וקר יכול לבוא במקום קלף בקבוצה או ברצף, וג'וקר בודד הוא הגבוה ביותר מבין הקלפים היחידים. רק 3 עלה עולה עליו, כשהחוק "החזרת 3 עלה" פועל; עם שני ג'וקרים ומהלכים שווים מותר גם להניח עליו את הג'וקר השני, כמהלך שווה.
option_help-later_lead = מי פותח את הלקיחה הראשונה בכל אחד מהסיבובים הבאים.
option_help-lock = שני מהלכים זה אחר זה באותן צורות נועלים את הלקיחה לצורות האלה.
option_help-match_clears = עם מהלכים שווים: זוג על זוג מאותו ערך שורף את הערימה.
option_help-match_skips = עם מהלכים שווים: יחיד על יחיד מאותו ערך – השחקן הבא מאבד את תורו.
option_help-players = בין { $min } ל‑{ $max } שחקנים ליד השולחן, כולל אתכם.
option_help-quad_clears = רביעייה שורפת את הערימה מיד.
option_help-revolution = כל רביעייה הופכת את הסדר (3 חזק ו‑2 חלש; רביעייה נוספת מחזירה את הסדר הרגיל).
option_help-revolution_timing = מיד, או רק כשהערימה נשרפת בפעם הבאה.
option_help-rounds = כמה סיבובים נמשך המשחק; הנקודות מצטברות.
option_help-seed = אותו מספר חלוקה עם אותן הגדרות נותן את אותם קלפים; השאירו ריק לחלוקה חדשה.
option_help-sequences = חוץ מקבוצות גם רצפים: שלושה קלפים עוקבים או יותר מאותה צורה.
option_help-seven_pass = מי שהניח קבוצת 7 מעביר קלף אחד על כל 7 לשחקן הבא שעדיין בסיבוב.
option_help-spade3_return = 3 עלה עולה על ג'וקר בודד ושורף את הערימה.
option_help-ten_discard = מי שהניח קבוצת 10 זורק קלף אחד לבחירתו על כל 10.
option_help-two_bombs = מותר להניח 2 יחיד (בסדר ההפוך 3 יחיד) על זוג, שלישייה, רביעייה או רצף, או על קלף יחיד שהוא עולה עליו (אבל לא על ג'וקר בודד), והוא שורף את הערימה.
option_help-two_clears = קבוצה של הערך החזק ביותר (קלפי 2, ובסדר ההפוך קלפי 3) שורפת את הערימה; מי שהניח אותה פותח את הלקיחה הבאה.
option_help-uneven_deal = מהסיבוב השני המנצחים מקבלים יותר קלפים והמפסידים פחות.
option_help-western_revolution = רביעייה, או ארבעה קלפים יחידים מאותו ערך זה אחר זה, הופכים גם את הסדר וגם את כיוון המשחק.
order-normal = רגיל (3 חלש, 2 חזק)
order-reversed = הפוך (2 חלש, 3 חזק)
pile-empty = ריקה
play-back_to_example = חזרה לדוגמה
play-cannot_start = לא ניתן היה להתחיל את המשחק.
play-give = למסור
play-hint = רמז
play-label = לשחק פרזידנט
play-log = יומן
play-new_deal = חלוקה חדשה
play-new_game = משחק חדש
play-next_round = הסיבוב הבא
play-pass = פס
play-play = להניח
play-replay_deal = לשחק שוב את אותה חלוקה
play-round = סיבוב { $i } מתוך { $n }
play-select_first = יש לבחור קלפים קודם.
play-selection_ok = אפשר להניח: { $cards }.
play-selection_ok_discard = אפשר לזרוק: { $cards }.
play-selection_ok_give = אפשר למסור: { $cards }.
play-settings = הגדרות המשחק
play-undo = ביטול מהלך
play-waiting = מחכים { ATTACH("ל", $seat) }…
play-your_turn_follow = תורכם: יש לעלות על הצירוף העליון או לומר פס.
play-your_turn_first_lead =
    { $suit ->
        [C] תורכם לפתוח את הלקיחה הראשונה במשחק. המהלך שלכם חייב לכלול את שלוש התלתן.
       *[D] תורכם לפתוח את הלקיחה הראשונה במשחק. המהלך שלכם חייב לכלול את שלוש היהלום.
    }
play-your_turn_lead = תורכם לפתוח: מותר להניח כל צירוף.
preset-cardverse = CardVerse
preset-classic = קלאסי
preset-daifugo = דאי פוגו
preset-hebrew = חוקי הבית הישראליים
preset-japanese = חוקים מקומיים יפניים
preset_desc-cardverse = מערכת חוקים קפדנית מתוך תקציר חוקים שפורסם: 3 עד 6 שחקנים, בלי מהלכים שווים, עם מהפכה.
preset_desc-classic = פרזידנט רגיל: רק קבוצות, מהלכים שווים מותרים, קבוצת 2 שורפת את הערימה.
preset_desc-daifugo = האב הקדמון היפני של פרזידנט: ג'וקר אחד, רצפים, "8 שורף", מהפכה שנכנסת לתוקף בשריפה הבאה.
preset_desc-hebrew = חוקי הבית שנהוגים בישראל: חותך, קלף זהה מדלג וזוג זהה שורף, רביעייה שורפת, שני ג'וקרים, חלוקה לא שווה.
preset_desc-japanese = דאי פוגו עם החוקים המקומיים שהשחקנים ביפן משתמשים בהם הכי הרבה: החזרת 3 עלה, נעילה, היפוך נסיכים, נפילת הבירה, יציאה אסורה ותארים יפניים.
rank-10 = עשר
rank-2 = שתיים
rank-3 = שלוש
rank-4 = ארבע
rank-5 = חמש
rank-6 = שש
rank-7 = שבע
rank-8 = שמונה
rank-9 = תשע
rank-A = אס
rank-J = נסיך
rank-K = מלך
rank-Q = מלכה
reason-cannot_pass_on_lead = הפותח לא רשאי לומר פס.
reason-invalid_combination = הקלפים האלה לא יוצרים צירוף חוקי.
reason-invalid_give = נותנים קלפים רק כשצריך לתת: בדיוק כמספר הנדרש, מהיד של השחקן עצמו, לשחקן שמותר לו לקבל אותם.
reason-locked = הלקיחה נעולה, והמהלך הזה לא בצורות הנעולות.
reason-wrong_count = במהלך חייבים להיות קלפים כמספר הקלפים בצירוף העליון (ברצף: אותו אורך).
result-all_rounds = כל הסיבובים
result-game_over = המשחק הסתיים
result-place = מקום
result-points = נקודות
result-round_over = סיבוב { $i } הסתיים
result-round_short = סיבוב { $i }
result-title = תואר
result-total = סך הכול
result-winner_you = ניצחתם.
result-winner =
    { $count ->
        [one] במקום הראשון: { $seats }
        [two] במקום הראשון, בתיקו: { $seats }
       *[other] במקום הראשון, בתיקו: { $seats }
    }
save-restored = המשחק שלכם חזר בדיוק למקום שבו עצרתם.
saved-cannot_keep = אי אפשר לשמור את המשחק הזה במכשיר, כי האחסון שלו מלא או חסום. עדיין אפשר לשחק בו עד הסוף.
saved-current = המשחק הזה
saved-delete = מחיקה
saved-limit =
    { $n ->
        [one] המכשיר הזה שומר רק משחק אחד שלא הסתיים. כשמתחילים משחק נוסף, הקודם נמחק.
        [two] המכשיר הזה שומר עד שני משחקים שלא הסתיימו. כשמתחילים עוד אחד, נמחק המשחק ששוחק לפני הכי הרבה זמן.
       *[other] המכשיר הזה שומר עד { $n } משחקים שלא הסתיימו. כשמתחילים עוד אחד, נמחק המשחק ששוחק לפני הכי הרבה זמן.
    }
saved-none = אין במכשיר הזה משחק שמור שלא הסתיים.
saved-played = שוחק לאחרונה
saved-resume = להמשיך
saved-round = סיבוב
saved-title = משחקים שלא הסתיימו
seat-name = מושב { $n }
seat-inline =
    { $kind ->
        [number] מושב { $n }
        [you] אתם
       *[named] { $seat }
    }
seat-subject =
    { $named ->
        [yes] { $seat }
       *[no] { $seat }
    }
seat-you = אתם
settings-group-beat = מה עולה על מה
settings-group-clear = שריפת הערימה
settings-group-house = חוקי בית
settings-group-lead = פתיחה והחלפת קלפים
settings-group-local = חוקים מקומיים של דאי פוגו
settings-group-more = אפשרויות נוספות
settings-group-players = שחקנים וסיבובים
settings-group-revolution = מהפכה
settings-locked = נעול במערכת החוקים הזאת.
settings-more = לקריאת החוק
settings-needs_jokers = רלוונטי רק כשיש ג'וקרים בחפיסה.
settings-needs_revolution = רלוונטי רק כשהאפשרות "מהפכה" פועלת.
settings-needs_rounds = רלוונטי רק מהסיבוב השני, כלומר במשחק של שני סיבובים או יותר.
settings-seats = מושבים
share-copied = הועתק
share-copy = העתקה
share-label = קישור למשחק הזה (אותה חלוקה ואותן הגדרות):
share-select = יש לסמן ולהעתיק את הקישור
speed-fast = מהירה
speed-instant = מיידית
speed-normal = רגילה
speed-slow = איטית
stats-average_place = מקום ממוצע
stats-average_points = ממוצע נקודות
stats-games = משחקים
stats-none = עדיין אין משחקים שהסתיימו במכשיר הזה.
stats-reset = איפוס הסטטיסטיקה
stats-reset_confirm = לאפס את הסטטיסטיקה של כל מערכות החוקים? אי אפשר לבטל את זה.
stats-title = סטטיסטיקה
stats-wins = מקומות ראשונים
status-out = מחוץ לסיבוב, מקום { $place }
status-place = מקום { $place }
status-passed = פס
status-to_act = משחק עכשיו
step-counter = צעד { $i } מתוך { $n }
step-copy_link = העתקת הקישור לצעד הזה
step-first = הצעד הראשון
step-game_elsewhere = הדוגמה נמצאת עכשיו בצעד { $j }; המשחק שלמטה ממשיך מצעד { $i }.
step-game_from = משחק מצעד { $i } של הדוגמה הזאת
step-last = הצעד האחרון
step-link_copied = הקישור הועתק
step-link_in_address = הקישור לצעד הזה נמצא בשורת הכתובת.
step-next = הצעד הבא
step-next_to_act = התור של { $seat }.
step-play_on = להמשיך לשחק מכאן
step-play_on_step = להמשיך לשחק מצעד { $j }
step-previous = הצעד הקודם
step-rejected-discard = { $seat } מנסה לזרוק { $cards }, אבל זה אסור.
step-rejected-give = { $seat } מנסה למסור { $cards }, אבל זה אסור.
step-rejected-pass = { $seat } מנסה לומר פס, אבל זה אסור.
step-rejected-play = { $seat } מנסה להניח { $cards }, אבל זה אסור.
step-start = המצב ההתחלתי.
suit-C = תלתן
suit-D = יהלום
suit-H = לב
suit-S = עלה
title-asshole = לוזר
title-citizen = אזרח
title-daifugo = דאיפוגו
title-daihinmin = דאיהינמין
title-fugo = פוגו
title-heimin = היימין
title-hinmin = הינמין
title-loser = לוזר
title-middle = מידל
title-president = פרזידנט
title-vice_asshole = וייס לוזר
title-vice_loser = וייס לוזר
title-vice_president = וייס פרזידנט
trick-earlier =
    { $n ->
        [one] ועוד מהלך קודם אחד
        [two] ועוד שני מהלכים קודמים
       *[other] ועוד { $n } מהלכים קודמים
    }
engine-progress = { $loaded } מתוך { $total } MB

## Online play (lobby.js, online-host.js, online-guest.js)
level-remote = שחקן ברשת
online-bad_link = קישור ההזמנה הזה אינו שלם. בקשו את הקישור שוב.
online-close = סגירת השולחן
online-copied = הקישור הועתק.
online-copy = העתקת הקישור
online-error_name = הקלידו קודם את השם שלכם (עד 24 תווים).
online-error_refused = המארח לא יכול היה לבצע את הפעולה. אם השולחן נראה לא תקין, טענו את הדף מחדש.
online-error_seat_taken = מישהו אחר תפס הרגע את המושב הזה. בחרו מושב אחר.
online-error_started = המשחק בשולחן הזה כבר התחיל.
online-error_table_full = השולחן הזה מלא: כל המושבים תפוסים.
online-hand_to_ai = לתת למחשב לשחק במקום { $name }
online-host = המארח
online-invite = הזמנת חברים
online-label = שולחן ברשת
online-leave = עזיבת השולחן
online-link = קישור ההזמנה
online-play_alone = לשחק נגד המחשב
online-qr = קוד QR של קישור ההזמנה
online-qr_show = הצגת קוד QR
online-seat_ai = { $seat }: המחשב ({ $level })
online-seat_away_ai = { $name }: לא ליד השולחן; בינתיים המחשב ({ $level }) משחק במושב הזה
online-seat_free = { $seat }: פנוי – אם איש לא יתיישב בו, המחשב ({ $level }) ישחק בו
online-seat_guest = { $name }: ליד השולחן
online-seat_guest_gone = { $name }: אין חיבור
online-seat_host = { $name }: המארח
online-seat_host_you = { $name }: אתם (המארח)
online-seat_you = { $name }: אתם
online-seats = מושבים
online-start = התחלת המשחק
online-status_absent = המארח לא נמצא ליד השולחן (ייתכן שהדף שלו סגור). מנסים שוב…
online-status_browser = הדפדפן הזה לא יכול לשחק ברשת: נדרש WebRTC.
online-status_choose = הקלידו את השם שלכם ותפסו מושב פנוי.
online-status_connecting = מתחברים לשולחן…
online-status_ended = המארח סגר את השולחן הזה.
online-status_lost = החיבור למארח נותק. מנסים שוב…
online-status_open = שלחו את הקישור לחברים. כשכולם יתיישבו, לחצו על "התחלת המשחק"; במושבים הפנויים ישחק המחשב.
online-status_opening = פותחים את השולחן…
online-status_playing = החברים משחקים מהמכשירים שלהם. אם מישהו נעדר, המחשב יכול לשחק במקומו.
online-status_playing_guest =
    { $named ->
        [yes] אתם משחקים בשולחן של { $host }.
       *[no] אתם משחקים בשולחן הזה.
    }
online-status_seated =
    { $named ->
        [yes] אתם יושבים במושב { $n } בשולחן של { $host }. מחכים שהמשחק יתחיל.
       *[no] אתם יושבים במושב { $n }. מחכים שהמארח יתחיל את המשחק.
    }
online-status_signal = אין גישה לשרת שמחבר בין השחקנים (בכתובת { $address }), ולכן אי אפשר לשחק ברשת כרגע (ראו "משחק ברשת"). מנסים שוב…
online-status_started = המשחק בשולחן הזה כבר התחיל, ואין בו מושב בשבילכם.
online-status_taken = השולחן הזה כבר פתוח בכרטיסייה או בחלון אחר. סגרו אותו שם וטענו את הדף הזה מחדש.
online-status_webrtc = הדפדפן שלכם והדפדפן של המארח לא הצליחו להתחבר. יש רשתות שחוסמות חיבורים ישירים; האתר צריך אז שרת TURN (ראו "משחק ברשת"). מנסים שוב…
online-table_gone = הדפדפן הזה כבר לא שומר את השולחן הזה. הזמינו את החברים שוב.
online-take_seat = לשבת במושב { $n }
online-waiting_deal =
    { $named ->
        [yes] מחכים לחלוקה הבאה בשולחן של { $host }.
       *[no] מחכים שהמארח יחלק.
    }
online-waiting_game = הקלפים יחולקו כשהמארח יתחיל את המשחק.
online-waiting_players = מחכים לשחקנים. המשחק יתחיל כשתלחצו על "התחלת המשחק".
online-your_name = השם שלכם

## Statistics of pass and play (results.js)
stats-shared_row = { $preset }, כמה שחקנים על אותו מכשיר

## The reader's own seat is to act (table-view.js)
status-your_turn = תורכם
