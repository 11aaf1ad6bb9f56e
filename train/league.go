package train

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

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
}

// On reports whether the config trains in a league.
func (l *LeagueConfig) On() bool { return len(l.Players) > 0 || l.Snapshots > 0 }

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
	if len(l.Players) == 0 && l.Snapshots > 0 {
		return fmt.Errorf("config: a league needs at least one player for the first updates, before any snapshot")
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
	seat    env.Seat
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
	rng     *rand.Rand
}

// newPool builds the pool of the named players and, when resuming, the
// snapshots and results saved in state (JSON from a checkpoint).
func newPool(cfg LeagueConfig, game string, envs int, seed uint64, state []byte) (*pool, error) {
	p := &pool{cfg: cfg, game: game, onEnv: make([]*Member, envs), rng: rand.New(rand.NewPCG(seed, 0x1ea9e))}
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

// admit resolves a member's seat and adds it to the pool.
func (p *pool) admit(m *Member) error {
	s, err := agents.Seat(p.game, m.Name)
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
		weights[k] = math.Pow(1-m.WinRate(), p.cfg.Power)
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
	p.onEnv[i] = pick
	seats := make([]env.Seat, players)
	for s := range seats {
		seats[s] = pick.seat
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
	m.Results = append(m.Results, first)
	if over := len(m.Results) - p.cfg.Window; over > 0 {
		m.Results = append(m.Results[:0], m.Results[over:]...)
	}
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
		out[k] = MemberStat{Name: m.seat.Name, Update: m.Update, WinRate: m.WinRate(), Games: m.Games}
	}
	return out
}

// MemberStat is a pool member in an update's metrics.
type MemberStat struct {
	Name    string  `json:"name"`
	Update  int     `json:"update,omitempty"`
	WinRate float64 `json:"win_rate"`
	Games   int     `json:"games"`
}
