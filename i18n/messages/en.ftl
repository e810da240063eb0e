# Widget messages, English, in Fluent syntax (TRANSLATING.md). Message ids are the
# widget's keys with '-' for '.'. Plural messages select on $n with this language's CLDR
# categories; see TRANSLATING.md.

card-joker = joker
card-joker_as = joker as { $rank }
card-joker_as_card = joker as the { $card }
card-joker_short = JOKER
card-pattern = { $rank } of { $suit }
choice-first_lead-seat0 = the player in seat 0, with any play
choice-first_lead-three_of_clubs = the holder of the three of clubs (must play it)
choice-first_lead-three_of_diamonds = the holder of the three of diamonds (must play it)
choice-jokers-0 = none
choice-jokers-1 = 1
choice-jokers-2 = 2
choice-later_lead-after_asshole = the player after the last round's Asshole
choice-later_lead-asshole = the last round's Asshole
choice-revolution_timing-after_trick = when the pile is next cleared
choice-revolution_timing-immediate = at once
count-cards =
    { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
direction-backward = reversed
engine-error = Something went wrong in the game engine. Start a new game to play on.
engine-failed = The game engine could not be loaded in this browser. The rules and examples on this page still work; reload the page to try again.
engine-failed_browser = This browser cannot run the engine: it needs WebAssembly and module workers. A current browser can.
engine-failed_network = Part of the game engine did not download: the connection may be down. Try again when you are back online.
engine-loading = Loading the game engine…
engine-ready = The game engine is ready.
engine-retry = Try again
error-already_passed = This player has passed and waits until the pile is cleared.
error-cannot_pass_on_lead = The leader may not pass: put something on the empty pile.
error-generic = This move is not allowed.
error-invalid_combination = These cards do not form a legal combination: play cards of one rank (or, where Sequences are on, a run in one suit).
error-invalid_give = Choose exactly as many cards as asked.
error-locked = The trick is locked: your play must have the locked suits.
error-must_include =
    { $suit ->
        [C] The first lead must include the three of clubs.
        [D] The first lead must include the three of diamonds.
       *[other] The first lead must include this card: { $card }.
    }
error-not_higher = This does not beat the top of the pile.
error-not_in_hand = That card is not in this player's hand.
error-not_your_turn = It is not this player's turn.
error-round_over = The round is over.
error-wrong_count = Play as many cards as the top of the pile has; on a run, play a run just as long.
error-wrong_type = Sets go only on sets, and runs only on runs.
event-capital_fall = Capital fall! Someone else went out first, so { $inline }, the previous President, drops to place { $place }.
event-capital_fall-you = Capital fall! Someone else went out first, so you drop to place { $place }.
event-clear-bomb =
    { $order ->
       *[normal] The cutter, a single 2, clears the pile.
        [reversed] The cutter, a single 3 in the reversed order, clears the pile.
    }
event-clear-eight = The play with an 8 clears the pile.
event-clear-four_of_a_kind = The four of a kind clears the pile.
event-clear-generic = The pile is cleared.
event-clear-match = The matching pair clears the pile.
event-clear-spade3_return = The three of spades clears the pile.
event-clear-threes = The set of 3s clears the pile: in the reversed order 3s are the top rank.
event-clear-twos = The set of 2s clears the pile.
event-counter_revolution = Counter-revolution: the order is normal again.
event-descent =
    { $n ->
        [one] A descent! Every player still in the round discards one card.
       *[other] A descent! Every player still in the round discards { $n } cards.
    }
event-direction_backward = The direction of play is reversed.
event-direction_forward = The direction of play is normal again.
event-discard = { $subject } discards { $cards }.
event-discard-you = You discard { $cards }.
event-exchange = { $subject } gives { $cards } to { $to }.
event-exchange-to_you = { $subject } gives you { $cards }.
event-exchange-you = You give { $cards } to { $to }.
event-exchange_hidden =
    { $n ->
        [one] { $subject } gives one card to { $to }.
       *[other] { $subject } gives { $n } cards to { $to }.
    }
event-forbidden_finish = { $subject } goes out on a forbidden card and takes place { $place }.
event-forbidden_finish-you = You go out on a forbidden card and take place { $place }.
event-inherit = { $subject } hands { $cards } on to { $to }.
event-inherit-to_you = { $subject } hands { $cards } on to you.
event-inherit-you = You hand { $cards } on to { $to }.
event-inherit_hidden =
    { $n ->
        [one] { $subject } hands one card on to { $to }.
       *[other] { $subject } hands { $n } cards on to { $to }.
    }
event-jack_back =
    { $order ->
       *[reversed] Jack back! Until the pile clears, the order is reversed.
        [normal] Jack back! Until the pile clears, the order is normal again.
    }
event-jack_back_end =
    { $order ->
       *[normal] The jack back ends, and the order is normal.
        [reversed] The jack back ends, and the order is reversed.
    }
event-lock =
    { $n ->
        [one] Lock! Until the pile clears, every play must have the locked suit: { $suits }.
       *[other] Lock! Until the pile clears, every play must have the locked suits: { $suits }.
    }
event-pass = { $subject } passes.
event-pass-you = You pass.
event-play = { $subject } plays { $cards }.
event-play-you = You play { $cards }.
event-revolution = Revolution! The order is reversed: 3 is now high and 2 low.
event-round_over = The round is over.
event-skip = { $subject } is skipped.
event-skip-you = You are skipped.
event-spade3_return = { $subject } answers the joker with the three of spades!
event-spade3_return-you = You answer the joker with the three of spades!
event-trick_won =
    { $reason ->
       *[passed] Everyone else has passed, so { $inline } wins the trick and the pile is cleared.
        [no_one_left] Nobody else can play, so { $inline } wins the trick and the pile is cleared.
    }
event-trick_won-you =
    { $reason ->
       *[passed] Everyone else has passed, so you win the trick and the pile is cleared.
        [no_one_left] Nobody else can play, so you win the trick and the pile is cleared.
    }
event-unknown = The game goes on.
event-went_out = { $subject } has no cards left and goes out, taking place { $place }.
event-went_out-you = You have no cards left and go out, taking place { $place }.
event-went_out_inheritance = { $subject } holds only 2s and jokers, goes out at once (place { $place }) and must hand them on.
event-went_out_inheritance-you = You hold only 2s and jokers, go out at once (place { $place }) and must hand them on.
example-broken = This example cannot be shown.
example-label = Worked example
example-missing = The data of this example is missing.
give-prompt_discard =
    { $n ->
        [one] Choose one card to discard.
       *[other] Choose { $n } cards to discard.
    }
give-prompt_inheritance = Choose a card and the player who inherits it.
give-prompt_to =
    { $n ->
        [one] Choose one card to give to { $to }.
       *[other] Choose { $n } cards to give to { $to }.
    }
give-to = To:
hand-empty = No cards left.
hand-fits = { $card } (goes with your selection)
hand-not_playable = { $card } (cannot be played now)
hand-sort_rank = Sort by rank
hand-sort_suit = Sort by suit
handover-show = Show the cards of { $seat }
handover-title = Hand the device to { $seat }.
hint-discard = Hint: discard { $cards }.
hint-give_to = Hint: give { $cards } to { $to }.
hint-inherit = Hint: hand { $cards } on to { $to }.
hint-pass = Hint: pass.
hint-play = Hint: play { $cards }.
jack_back-until_clear = in force until the pile clears
label-ai_speed = Computer speed
label-direction = Direction
label-hand = Hand
label-hands = Hands
label-jack_back = Jack back
label-joker_card = The card the joker stands for
label-lock = Locked suits
label-options = Options
label-order = Order
label-pile = Pile
label-players = Players
label-preset = Ruleset
label-seat = Seat
label-seed = Seed
label-seed_random = random
label-status = Status
label-to_act = Turn
label-your_hand = Your hand
letter-A = A
letter-J = J
letter-K = K
letter-Q = Q
level-baseline = Baseline
level-easy = Easy
level-expert = Expert
level-hard = Hard
level-human = Player at this device
level-normal = Normal
link-bad = The settings in this link could not be read ({ $part }); the default settings are used instead.
link-ignored = Settings left out of this link: { $parts }. The rest of its settings are used.
link-rejected = These settings cannot be combined; the default settings are used instead.
link-too_long = This link is too long to read; the default settings are used instead.
link-why_encoding = broken encoding
link-why_locked = locked by this ruleset
link-why_players = only { $min } to { $max } players allowed
link-why_unknown = unknown setting
link-why_value = value not allowed
log-undone = You took back your last move.
move-give = give { $cards }
move-pass = pass
offline-reload = Reload
offline-update = A new version of this site is ready.
option-capital_fall = Capital fall
option-descents = Descents
option-eight_clears = Eight clears
option-equal_plays = Equal plays
option-exchange = Card exchange
option-first_lead = First lead
option-five_skip = 5-skip
option-forbidden_finish = Forbidden finish
option-inheritance = Inheritance
option-jack_back = Jack back
option-joker_not_two = A joker is never a 2
option-jokers = Jokers
option-later_lead = Who leads later rounds
option-lock = Lock
option-match_clears = A matching pair clears the pile
option-match_skips = A matching single skips the next player
option-quad_clears = Four of a kind clears the pile
option-revolution = Revolution
option-revolution_timing = When a revolution takes effect
option-rounds = Rounds
option-sequences = Sequences
option-seven_pass = 7-pass
option-spade3_return = Spade-3 return
option-ten_discard = 10-discard
option-two_bombs = The cutter (a single 2 cuts the pile)
option-two_clears = A set of 2s clears the pile
option-uneven_deal = Uneven deal
option-western_revolution = Western revolution
option_help-capital_fall = From the second round on, when someone else takes first place, the previous President drops to the lowest free place (usually last).
option_help-descents = When three sets of the same size follow each other in a trick, each one rank higher in the order in force, every player still in the round discards as many cards as each set has, but never their last card.
option_help-eight_clears = Any play with an 8 clears the pile; whoever played it leads next.
option_help-equal_plays = A play may equal the top; without this option it must be strictly higher.
option_help-exchange = From the second round, the losers of the last round give their best cards to its winners, who give back cards of their choice.
option_help-first_lead = Who leads the first trick of the game.
option_help-five_skip = A set of 5s skips one player for each 5; a run through a 5 skips nobody.
option_help-forbidden_finish = Going out on a joker, on the top rank in force (a 2, or a 3 in the reversed order), on an 8 when 8s clear, or on the three of spades of a spade-3 return puts you in the lowest free place.
option_help-inheritance = A player left with only 2s and jokers goes out at once and hands those cards on to players still in the round.
option_help-jack_back = A set of jacks flips the order until the pile clears; a run through a jack does not.
option_help-joker_not_two = A joker may stand in for any rank but the 2.
option_help-jokers = How many jokers the deck has. A joker can stand in for a card of a set or run, and a joker played alone is the highest single: only the three of spades beats it, where the spade-3 return is on (with Equal plays, a second joker may match it).
option_help-later_lead = Who leads the first trick of each later round.
option_help-lock = Two plays in a row in the same suits lock the trick to those suits.
option_help-match_clears = With Equal plays: a pair on a pair of the same rank clears the pile.
option_help-match_skips = With Equal plays: when a single is answered by a single of the same rank, the next player loses their turn.
option_help-players = From { $min } to { $max } at the table, you included.
option_help-quad_clears = A four of a kind clears the pile at once; its player leads.
option_help-revolution = Each four of a kind flips the order (3 high and 2 low, then back again).
option_help-revolution_timing = At once, or only when the pile is next cleared.
option_help-rounds = How many rounds the game lasts; the points add up.
option_help-seed = The same number deals the same cards; leave it empty for a random deal.
option_help-sequences = Besides sets, runs: three or more cards of one suit in a row.
option_help-seven_pass = After a set of 7s you hand one card for each 7 to the next player still in the round.
option_help-spade3_return = The three of spades played alone beats a lone joker and clears the pile.
option_help-ten_discard = After a set of 10s you must discard one card for each 10.
option_help-two_bombs = A single 2 (a single 3 in the reversed order) may be played on any pair, three or four of a kind or run, or on any single it beats (never on a lone joker), and clears the pile.
option_help-two_clears = A set of the top rank (2s, or 3s in the reversed order) clears the pile; whoever played it leads next.
option_help-uneven_deal = From the second round, the winners get more cards and the losers fewer.
option_help-western_revolution = Four of a kind, or four singles of one rank played one after another on the same pile, flips both the order and the direction of play.
order-normal = normal (3 low, 2 high)
order-reversed = reversed (2 low, 3 high)
pile-empty = empty
play-back_to_example = Back to the example
play-cannot_start = The game could not be started.
play-give = Give
play-hint = Hint
play-label = Play President
play-log = Log of plays
play-new_deal = New deal
play-new_game = New game
play-next_round = Next round
play-pass = Pass
play-play = Play
play-replay_deal = Replay this deal
play-round = Round { $i } of { $n }
play-select_first = Select cards first.
play-selection_ok = Ready to play: { $cards }.
play-selection_ok_discard = Ready to discard: { $cards }.
play-selection_ok_give = Ready to give: { $cards }.
play-settings = Game settings
play-undo = Undo
play-waiting = Waiting for { $seat }…
play-your_turn_follow = Your turn: beat the top of the pile or pass.
play-your_turn_first_lead =
    { $suit ->
        [C] You lead the first trick of the game. Your play must include the three of clubs.
       *[D] You lead the first trick of the game. Your play must include the three of diamonds.
    }
play-your_turn_lead = Your turn to lead: play any combination.
preset-cardverse = CardVerse
preset-classic = Classic
preset-daifugo = Dai Fugo
preset-hebrew = Israeli house rules
preset-japanese = Japanese local rules
preset_desc-cardverse = A strict published ruleset: 3 to 6 players, no equal plays, revolution on.
preset_desc-classic = Standard President: sets only, equal plays allowed, a set of 2s clears the pile.
preset_desc-daifugo = President's Japanese ancestor: one joker, runs, Eight clears, a revolution that waits for the next clear.
preset_desc-hebrew = The house rules of a Hebrew-language encyclopedia article: the cutter, matching singles and pairs, two jokers, an uneven deal.
preset_desc-japanese = Dai Fugo with the local rules Japanese players use most: spade-3 return, lock, jack back, capital fall, forbidden finish and the Japanese titles.
rank-10 = ten
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight
rank-9 = nine
rank-A = ace
rank-J = jack
rank-K = king
rank-Q = queen
reason-cannot_pass_on_lead = Whoever leads may not pass.
reason-invalid_combination = These cards do not form a legal combination.
reason-invalid_give = Cards change hands only when a rule calls for it: exactly as many as asked, from the player's own hand, to a player who may receive them.
reason-locked = The trick is locked, and this play does not have the locked suits.
reason-wrong_count = A play must have as many cards as the top of the pile, and a run must be as long as the run on top.
result-all_rounds = All rounds
result-game_over = Game over
result-place = Place
result-points = Points
result-round_over = Round { $i } is over
result-round_short = Round { $i }
result-title = Title
result-total = Total
result-winner_you = You win.
result-winner =
    { $count ->
        [one] Winner: { $seats }
       *[other] Winners, tied: { $seats }
    }
save-restored = Your game in progress is back where you left it.
saved-cannot_keep = This game cannot be kept on this device, because its storage is full or blocked. You can still play it to the end.
saved-current = This game
saved-delete = Delete
saved-limit =
    { $n ->
        [one] This device keeps one game in progress. When another one is started, the earlier game is forgotten.
       *[other] This device keeps up to { $n } games in progress. When one more is started, the game played longest ago is forgotten.
    }
saved-none = No game in progress is kept on this device.
saved-played = Last played
saved-resume = Resume
saved-round = Round
saved-title = Games in progress
seat-name = Seat { $n }
# A seat inside a sentence ("so Seat 2 wins the trick", "to Seat 3", the list of winners):
# $kind is you, named (a typed name) or number, $n the seat's number; a language may write it
# there in another form than seat-name (Polish lower case: "miejsce 2", "ty").
seat-inline =
    { $kind ->
        [number] Seat { $n }
        [you] You
       *[named] { $seat }
    }
seat-subject =
    { $named ->
        [yes] { $seat }
       *[no] { $seat }
    }
seat-you = You
settings-group-beat = What beats what
settings-group-clear = Clearing the pile
settings-group-house = House rules
settings-group-lead = Leads and card exchange
settings-group-local = Dai Fugo local rules
settings-group-more = More options
settings-group-players = Players and rounds
settings-group-revolution = Revolution
settings-locked = Locked by this ruleset.
settings-more = Read the rule
settings-needs_jokers = Matters only when the deck has jokers.
settings-needs_revolution = Matters only when the Revolution option is switched on.
settings-needs_rounds = Matters only in a game of two or more rounds, from the second round on.
settings-seats = Seats
share-copied = Copied
share-copy = Copy
share-label = Link to this game (same deal and settings):
share-select = Select and copy the link
speed-fast = Fast
speed-instant = Instant
speed-normal = Normal
speed-slow = Slow
stats-average_place = Average place
stats-average_points = Average points
stats-games = Games
stats-none = No finished games yet on this device.
stats-reset = Reset statistics
stats-reset_confirm = Reset the statistics of every ruleset? This cannot be undone.
stats-title = Statistics
stats-wins = First places
status-out = out, place { $place }
status-place = place { $place }
status-passed = passed
status-to_act = to act
step-counter = Step { $i } of { $n }
step-copy_link = Copy link to this step
step-first = First step
step-game_elsewhere = The example now shows step { $j }; the game below continues from step { $i }.
step-game_from = Game from step { $i } of this example
step-last = Last step
step-link_copied = Link copied
step-link_in_address = The address bar holds the link to this step.
step-next = Next step
step-next_to_act = { $seat } is to act.
step-play_on = Play on from here
step-play_on_step = Play on from step { $j }
step-previous = Previous step
step-rejected-discard = { $seat } tries to discard { $cards }, which is not allowed.
step-rejected-give = { $seat } tries to give { $cards }, which is not allowed.
step-rejected-pass = { $seat } tries to pass, which is not allowed.
step-rejected-play = { $seat } tries to play { $cards }, which is not allowed.
step-start = The starting position.
suit-C = clubs
suit-D = diamonds
suit-H = hearts
suit-S = spades
title-asshole = Asshole
title-citizen = Citizen
title-daifugo = Daifugō
title-daihinmin = Daihinmin
title-fugo = Fugō
title-heimin = Heimin
title-hinmin = Hinmin
title-loser = Loser
title-middle = Middle
title-president = President
title-vice_asshole = Vice-Asshole
title-vice_loser = Vice-Loser
title-vice_president = Vice-President
trick-earlier =
    { $n ->
        [one] and 1 earlier play
       *[other] and { $n } earlier plays
    }

## Online play (lobby.js, online-host.js, online-guest.js)
level-remote = Player online
online-bad_link = This invitation link is not complete. Ask for the link again.
online-close = Close the table
online-copied = Link copied.
online-copy = Copy link
online-error_name = Type your name first (at most 24 characters).
online-error_refused = The host could not do that. Reload the page if the table looks wrong.
online-error_seat_taken = Someone else has just taken that seat. Choose another one.
online-error_started = The game at this table has already started.
online-error_table_full = This table is full: every seat is taken.
online-hand_to_ai = Let the computer play for { $name }
online-host = Host
online-invite = Invite friends
online-label = Online table
online-leave = Leave the table
online-link = Invitation link
online-play_alone = Play against the computer
online-qr = QR code of the invitation link
online-qr_show = Show a QR code
online-seat_ai = { $seat }: the computer ({ $level })
online-seat_away_ai = { $name }: away, the computer ({ $level }) plays until they are back
online-seat_free = { $seat }: free (if nobody takes it, the computer plays it at { $level } level)
online-seat_guest = { $name }: at the table
online-seat_guest_gone = { $name }: not connected
online-seat_host = { $name }: host
online-seat_host_you = { $name }: you, the host
online-seat_you = { $name }: you
online-seats = Seats
online-start = Start game
online-status_absent = The host is not at the table (their page may be closed). Trying again…
online-status_browser = This browser cannot play online: it needs WebRTC.
online-status_choose = Type your name and take a free seat.
online-status_connecting = Connecting to the table…
online-status_ended = The host has closed this table.
online-status_lost = The connection to the host was lost. Trying again…
online-status_open = Send the link to your friends. When they have taken their seats, press Start game; the computer plays the free seats.
online-status_opening = Opening the table…
online-status_playing = Your friends play from their own devices. If someone stays away, the computer can play for them.
online-status_playing_guest =
    { $named ->
        [yes] You are playing at this table; { $host } is the host.
       *[no] You are playing at this table.
    }
online-status_seated =
    { $named ->
        [yes] You are in seat { $n }. Waiting for { $host } to start the game.
       *[no] You are in seat { $n }. Waiting for the host to start the game.
    }
online-status_signal = The server that connects the players (at { $address }) cannot be reached, so online play is not available now (see Play online). Trying again…
online-status_started = The game at this table has already started, and there is no seat for you.
online-status_taken = This table is already open in another tab or window. Close it there, then reload this page.
online-status_webrtc = Your browser and the host's could not connect. Some networks block direct connections; the site then needs a TURN server (see Play online). Trying again…
online-table_gone = This browser no longer has that table. Invite your friends again.
online-take_seat = Take seat { $n }
online-waiting_deal =
    { $named ->
        [yes] Waiting for { $host } to deal.
       *[no] Waiting for the host to deal.
    }
online-waiting_game = The cards are dealt when the host starts the game.
online-waiting_players = Waiting for players. The game starts when you press Start game.
online-your_name = Your name
engine-progress = { $loaded } of { $total } MB

## Statistics of pass and play (results.js)
stats-shared_row = { $preset }, several players at this device

## The reader's own seat is to act (table-view.js)
status-your_turn = your turn
