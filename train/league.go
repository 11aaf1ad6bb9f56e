package train

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// LeagueConfig is self-play against a pool of opponents, in place of the
// curriculum: every match the learner plays is against three copies of one
// member, drawn when the match starts. The pool holds the named players
// (scripted players, nn: checkpoints) and the learner's own past policies:
// every Every updates its current weights join, the oldest leaving past
// Snapshots. Members are drawn by prioritised fictitious self-play: with
// weight (1 − w)^Power, w the learner's first-place rate against the member
// over its last Window matches, so the opponents it does not beat yet come
// most often (Power 0: uniformly).
type LeagueConfig struct {
	Players   []string `mapstructure:"players" json:"players"`
	Snapshots int      `mapstructure:"snapshots" json:"snapshots"`
	Every     int      `mapstructure:"every" json:"every"`
	Power     float64  `mapstructure:"power" json:"power"`
	Window    int      `mapstructure:"window" json:"window"`
	// Sampled snapshots sample their actions as in training; by default
	// they play greedily, as the shipped player does.
	Sampled bool `mapstructure:"sampled" json:"sampled,omitempty"`
	// Floor is the least weight a member is drawn with, so that one the
	// learner nearly always beats is still met (with Power 2, a member
	// beaten 92% of the time would weigh 0.0064 and hardly ever come).
	Floor float64 `mapstructure:"floor" json:"floor,omitempty"`
	// Ramp, when it names a bot, adds a member between Random and the bot.
	Ramp Ramp `mapstructure:"ramp" json:"ramp,omitempty"`
}

// Ramp is a league member of rising difficulty: three copies of Bot whose
// units each take the Random player's order with probability eps
// (agents.Noisy). eps starts at Start; whenever the learner's first-place
// rate against the member over its last Window matches (at least Window/2
// of them) reaches Target, eps falls by Step and the results start over,
// down to 0: the bot itself. With Fierce the bot keeps every order that
// threatens a rival (agents.FierceName): the learner meets its attacks
// exactly from the start and only the rest of its play is noisy. With Seats
// the noise is drawn per opponent and match instead of per unit and round:
// each of the three is Random with probability eps and the bot itself
// otherwise, so the learner meets the bot's whole, coherent play from the
// start, next to players it can outscore.
type Ramp struct {
	Bot    string  `mapstructure:"bot" json:"bot,omitempty"`
	Fierce bool    `mapstructure:"fierce" json:"fierce,omitempty"`
	Seats  bool    `mapstructure:"seats" json:"seats,omitempty"`
	Start  float64 `mapstructure:"start" json:"start,omitempty"`
	Step   float64 `mapstructure:"step" json:"step,omitempty"`
	Target float64 `mapstructure:"target" json:"target,omitempty"`
}

// name is the ramp's player at noise eps: the bot itself at 0.
func (r Ramp) name(eps float64) string {
	if eps == 0 {
		return r.Bot
	}
	if r.Fierce {
		return agents.FierceName(eps, r.Bot)
	}
	if r.Seats {
		// a name for the metrics: the lineup, not the player, is noisy
		// (pool.draw), and the seat is the bot's (pool.seatName)
		return "seats:" + strconv.FormatFloat(eps, 'g', 4, 64) + ":" + r.Bot
	}
	return agents.NoisyName(eps, r.Bot)
}

// seatsRandom is the player a seats ramp puts in an opponent's seat with
// probability eps.
const seatsRandom = "Random"

// On reports whether the config trains in a league.
func (l *LeagueConfig) On() bool { return len(l.Players) > 0 || l.Snapshots > 0 || l.Ramp.Bot != "" }

// DefaultLeagueWindow is the matches per member a win rate averages over.
const DefaultLeagueWindow = 100

func (l *LeagueConfig) validate() error {
	if !l.On() {
		return nil
	}
	if l.Snapshots < 0 || l.Every < 0 || l.Window < 0 || l.Power < 0 {
		return fmt.Errorf("config: league snapshots, every, window and power cannot be negative")
	}
	if l.Snapshots > 0 && l.Every == 0 {
		return fmt.Errorf("config: league snapshots need every (updates between them)")
	}
	if len(l.Players) == 0 && l.Ramp.Bot == "" && l.Snapshots > 0 {
		return fmt.Errorf("config: a league needs at least one player for the first updates, before any snapshot")
	}
	if l.Floor < 0 || l.Floor > 1 {
		return fmt.Errorf("config: league floor must be from 0 to 1")
	}
	if r := l.Ramp; r.Bot != "" {
		if !(r.Start > 0 && r.Start <= 1) || !(r.Step > 0 && r.Step <= 1) || !(r.Target > 0 && r.Target <= 1) {
			return fmt.Errorf("config: league ramp start, step and target must be in (0, 1]")
		}
		if r.Fierce && r.Seats {
			return fmt.Errorf("config: a league ramp is fierce (noise per unit) or seats (noise per player), not both")
		}
	}
	if l.Window == 0 {
		l.Window = DefaultLeagueWindow
	}
	return nil
}

// LeagueDir is the run directory's folder of the learner's snapshots that
// are in the pool.
const LeagueDir = "league"

// Member is one opponent of the pool and the learner's recent results
// against it.
type Member struct {
	Name    string `json:"name"`              // a player name, or nn:PATH of a snapshot
	Update  int    `json:"update,omitempty"`  // a snapshot's update; 0 for named players
	Results []bool `json:"results,omitempty"` // first place or not, oldest first, the last Window
	Games   int    `json:"games"`             // matches played against it in all
	// Ramp marks the ramp's member; Eps is its noise now.
	Ramp bool    `json:"ramp,omitempty"`
	Eps  float64 `json:"eps,omitempty"`
	seat env.Seat
}

// WinRate is the learner's first-place rate against the member, Laplace
// smoothed so an unplayed member counts as even (0.5).
func (m *Member) WinRate() float64 {
	w := 0
	for _, r := range m.Results {
		if r {
			w++
		}
	}
	return (float64(w) + 1) / (float64(len(m.Results)) + 2)
}

// pool is a league's state while training.
type pool struct {
	cfg     LeagueConfig
	game    string
	members []*Member
	onEnv   []*Member // each env's opponent in its current match
	onEps   []float64 // the ramp's noise when each env's match began
	rng     *rand.Rand
	random  env.Seat // a seats ramp's Random
}

// newPool builds the pool of the named players and, when resuming, the
// snapshots and results saved in state (JSON from a checkpoint).
func newPool(cfg LeagueConfig, game string, envs int, seed uint64, state []byte) (*pool, error) {
	p := &pool{cfg: cfg, game: game, onEnv: make([]*Member, envs), onEps: make([]float64, envs), rng: rand.New(rand.NewPCG(seed, 0x1ea9e))}
	var saved []*Member
	if len(state) > 0 {
		if err := json.Unmarshal(state, &saved); err != nil {
			return nil, fmt.Errorf("league state: %v", err)
		}
	}
	byName := map[string]*Member{}
	for _, m := range saved {
		byName[m.Name] = m
	}
	for _, name := range cfg.Players {
		m := &Member{Name: name}
		if s := byName[name]; s != nil {
			m.Results, m.Games = s.Results, s.Games
		}
		if err := p.admit(m); err != nil {
			return nil, err
		}
	}
	if r := cfg.Ramp; r.Bot != "" {
		if r.Seats {
			s, err := agents.Seat(game, seatsRandom)
			if err != nil {
				return nil, fmt.Errorf("league: %v", err)
			}
			p.random = s
		}
		m := &Member{Ramp: true, Eps: r.Start}
		for _, s := range saved {
			if s.Ramp {
				m.Eps, m.Results, m.Games = s.Eps, s.Results, s.Games
			}
		}
		m.Name = r.name(m.Eps)
		if err := p.admit(m); err != nil {
			return nil, err
		}
	}
	for _, m := range saved {
		if m.Update == 0 {
			continue
		}
		path, _, _ := policies.CheckpointName(m.Name)
		if _, err := os.Stat(path); err != nil {
			return nil, fmt.Errorf("league: snapshot %s of the saved pool is missing: %v", path, err)
		}
		if err := p.admit(m); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// seatName is the player that sits in a member's seats: a seats ramp's
// bot, whatever its noise; otherwise the member's name.
func (p *pool) seatName(m *Member) string {
	if m.Ramp && p.cfg.Ramp.Seats {
		return p.cfg.Ramp.Bot
	}
	return m.Name
}

// admit resolves a member's seat and adds it to the pool.
func (p *pool) admit(m *Member) error {
	s, err := agents.Seat(p.game, p.seatName(m))
	if err != nil {
		return fmt.Errorf("league: %v", err)
	}
	m.seat = s
	p.members = append(p.members, m)
	return nil
}

// draw picks env i's opponent for its next match and returns its seats,
// the learner at seat i mod players.
func (p *pool) draw(i, players int) []env.Seat {
	total := 0.0
	weights := make([]float64, len(p.members))
	for k, m := range p.members {
		weights[k] = max(p.cfg.Floor, math.Pow(1-m.WinRate(), p.cfg.Power))
		total += weights[k]
	}
	x := p.rng.Float64() * total
	pick := p.members[len(p.members)-1]
	for k, w := range weights {
		if x < w {
			pick = p.members[k]
			break
		}
		x -= w
	}
	p.onEnv[i], p.onEps[i] = pick, pick.Eps
	seats := make([]env.Seat, players)
	seatsRamp := pick.Ramp && p.cfg.Ramp.Seats
	for s := range seats {
		seats[s] = pick.seat
		if seatsRamp && s != i%players && p.rng.Float64() < pick.Eps {
			seats[s] = p.random
		}
	}
	seats[i%players] = env.Learner
	return seats
}

// record notes the end of env i's match: first place or not.
func (p *pool) record(i int, first bool) {
	m := p.onEnv[i]
	if m == nil {
		return
	}
	m.Games++
	if m.Ramp && p.onEps[i] != m.Eps {
		return // begun at an earlier noise: not a result against this one
	}
	m.Results = append(m.Results, first)
	if over := len(m.Results) - p.cfg.Window; over > 0 {
		m.Results = append(m.Results[:0], m.Results[over:]...)
	}
	if m.Ramp {
		p.advance(m)
	}
}

// advance lowers the ramp's noise once the learner beats it often enough.
// Envs playing the old member finish their match with its noise, and those
// results do not count against the new one (record): with 64 envs, the
// matches in play when Mad Max's ramp left ε 0.2 took it past ε 0.1 to the
// Dummy within one update.
func (p *pool) advance(m *Member) {
	r := p.cfg.Ramp
	if m.Eps == 0 || 2*len(m.Results) < p.cfg.Window || m.WinRate() < r.Target {
		return
	}
	// rounded to 6 decimals, so that steps of 0.1 read 0.4, not 0.40000000000000013
	m.Eps = max(0, math.Round((m.Eps-r.Step)*1e6)/1e6)
	m.Results = m.Results[:0]
	m.Name = r.name(m.Eps)
	s, err := agents.Seat(p.game, p.seatName(m))
	if err != nil {
		return // the bot resolved at the start: it does now
	}
	m.seat = s
}

// addSnapshot saves the learner's policy into dir/league and admits it,
// removing the oldest snapshots past the limit (their files too; envs
// playing one finish their match with the weights they loaded).
func (p *pool) addSnapshot(tr *Trainer, dir string) error {
	path := filepath.Join(dir, LeagueDir, fmt.Sprintf("u%06d.ckpt", tr.Updates))
	if err := tr.Checkpoint(true).Save(path); err != nil {
		return err
	}
	prefix := "nn:"
	if p.cfg.Sampled {
		prefix = "nn-sample:"
	}
	if err := p.admit(&Member{Name: prefix + path, Update: tr.Updates}); err != nil {
		return err
	}
	var snaps []int
	for k, m := range p.members {
		if m.Update > 0 {
			snaps = append(snaps, k)
		}
	}
	for _, k := range snaps[:max(0, len(snaps)-p.cfg.Snapshots)] {
		old, _, _ := policies.CheckpointName(p.members[k].Name)
		if err := os.Remove(old); err != nil && !os.IsNotExist(err) {
			return err
		}
		p.members[k] = nil
	}
	kept := p.members[:0]
	for _, m := range p.members {
		if m != nil {
			kept = append(kept, m)
		}
	}
	p.members = kept
	return nil
}

// state is the pool for a checkpoint, as JSON.
func (p *pool) state() []byte {
	b, _ := json.Marshal(p.members)
	return b
}

// Stats is each member's first-place rate, for the metrics.
func (p *pool) stats() []MemberStat {
	out := make([]MemberStat, len(p.members))
	for k, m := range p.members {
		name := m.seat.Name
		if m.Ramp {
			name = m.Name // a seats ramp's seat is the bot's at any noise
		}
		out[k] = MemberStat{Name: name, Update: m.Update, WinRate: m.WinRate(), Games: m.Games, Ramp: m.Ramp, Eps: m.Eps}
	}
	return out
}

// MemberStat is a pool member in an update's metrics.
type MemberStat struct {
	Name    string  `json:"name"`
	Update  int     `json:"update,omitempty"`
	WinRate float64 `json:"win_rate"`
	Games   int     `json:"games"`
	Ramp    bool    `json:"ramp,omitempty"`
	Eps     float64 `json:"eps,omitempty"`
}
