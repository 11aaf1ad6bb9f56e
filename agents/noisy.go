package agents

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	for _, kind := range []string{"noisy", "fierce"} {
		RegisterPrefix(kind, func(game, arg string) (env.PlayerFactory, error) { return noisyFactory(game, kind, arg) })
	}
}

// NoisyName is the name of a bot whose every unit takes, each round, the
// Random player's order instead of the bot's with probability eps:
// "noisy:0.25:Dummy". A difficulty between Random (eps 1) and the bot
// (eps 0), for ramps and evaluations.
func NoisyName(eps float64, bot string) string { return noisyName("noisy", eps, bot) }

func noisyName(kind string, eps float64, bot string) string {
	return kind + ":" + strconv.FormatFloat(eps, 'g', 4, 64) + ":" + bot
}

// FierceName is NoisyName's bot that keeps every order threatening a
// rival (env.Threats: its attacks, Dominator's witches) and randomises
// only the others: "fierce:0.25:Dummy". A ramp of these meets a learner
// with the bot's own attacks from the start, where most of a noisy bot's
// attackers wander.
func FierceName(eps float64, bot string) string { return noisyName("fierce", eps, bot) }

// noisyFactory reads "EPS:NAME" (the text after "noisy:" or "fierce:").
func noisyFactory(game, kind, arg string) (env.PlayerFactory, error) {
	num, bot, ok := strings.Cut(arg, ":")
	if !ok {
		return nil, fmt.Errorf("%s player %q: want %s:EPS:NAME, e.g. %s:0.5:Dummy", kind, arg, kind, kind)
	}
	eps, err := strconv.ParseFloat(num, 64)
	if err != nil || !(eps >= 0 && eps <= 1) {
		return nil, fmt.Errorf("%s player %q: eps must be a number from 0 to 1", kind, arg)
	}
	return noisyPlayers(game, bot, eps, kind == "fierce")
}

// Noisy makes players of a game that play bot, each unit taking the Random
// player's order instead with probability eps, drawn per unit and round
// from a generator derived from the seat's own (a match's seed fixes it).
func Noisy(game, bot string, eps float64) (env.PlayerFactory, error) {
	return noisyPlayers(game, bot, eps, false)
}

// noisyPlayers are Noisy's players; fierce ones keep the bot's orders
// that threaten a rival (FierceName).
func noisyPlayers(game, bot string, eps float64, fierce bool) (env.PlayerFactory, error) {
	botF, err := New(game, bot)
	if err != nil {
		return nil, err
	}
	randF, err := New(game, "Random")
	if err != nil {
		return nil, fmt.Errorf("noisy players need the game's Random player: %w", err)
	}
	return func(me int, rng *jutge.Random) env.Player {
		// The bot keeps the seat's generator, as it would alone; Random and
		// the coins get their own, derived from the seat's seed.
		sub := jutge.NewRandom(int32(rng.State() ^ 0x5a5a5a5))
		return &noisy{bot: botF(me, rng), random: randF(me, sub), eps: eps, fierce: fierce,
			coin: rand.New(rand.NewPCG(uint64(rng.State()), 0x6e6f697379))}
	}, nil
}

// noisy is one seat of a Noisy player.
type noisy struct {
	bot, random env.Player
	eps         float64
	fierce      bool // the bot's threatening orders are never randomised
	coin        *rand.Rand
	a, b        jutge.Orders
	randomized  []bool // per unit id: this round's order comes from Random
}

// Play implements env.Player: the bot's orders for the units whose coin
// says bot, in the bot's order, then Random's for the others.
func (n *noisy) Play(m env.Match, me int, out *jutge.Orders) {
	units := m.NumUnits()
	if len(n.randomized) != units {
		n.randomized = make([]bool, units)
	}
	for id := range n.randomized {
		n.randomized[id] = n.coin.Float64() < n.eps
	}
	n.a.Reset(units)
	n.b.Reset(units)
	if n.eps < 1 || n.fierce {
		n.bot.Play(m, me, &n.a)
	}
	if n.fierce {
		n.keepThreats(m)
	}
	if n.eps > 0 {
		n.random.Play(m, me, &n.b)
	}
	for _, o := range n.a.List() {
		if o.Unit < 0 || o.Unit >= units || !n.randomized[o.Unit] {
			out.Add(o.Unit, o.Dir)
		}
	}
	for _, o := range n.b.List() {
		if o.Unit >= 0 && o.Unit < units && n.randomized[o.Unit] {
			out.Add(o.Unit, o.Dir)
		}
	}
}

// keepThreats gives back to the bot every unit whose bot order threatens
// a rival. Every game's Match implements env.Threats (a test checks it).
func (n *noisy) keepThreats(m env.Match) {
	threats := m.(env.Threats)
	for _, o := range n.a.List() {
		if o.Unit >= 0 && o.Unit < len(n.randomized) && threats.Threat(o) {
			n.randomized[o.Unit] = false
		}
	}
}
