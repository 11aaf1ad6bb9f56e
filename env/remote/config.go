package remote

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strconv"

	"github.com/edagym/edagym/env"
)

// SeatResolver turns a player name into a bot seat (agents.Seat).
type SeatResolver func(game, name string) (env.Seat, error)

// seatFunc is a SeatResolver that also tells the memory a player of the seat
// holds beyond a scripted bot's (a checkpoint's weights).
type seatFunc func(game, name string) (env.Seat, int64, error)

// Limits on what one create may ask for.
const (
	maxNumEnvs = 1 << 16
	maxWorkers = 256
	// maxCnfText is the longest .cnf text a create may send: a FIXED
	// 1000×1000 board with its cities and paths takes 1 to 2 MB. Parsing
	// holds a 24-byte token per word, up to 12 times the text's length.
	maxCnfText = 4 << 20
	// maxOverrides is the most settings a config map may override: every
	// game has fewer than 20.
	maxOverrides = 64
	// maxSeatName is the longest player name: nn:PATH with a path of the
	// longest a system allows.
	maxSeatName = 4096
	maxFirst    = 1 << 30 // a batch's first match index (create's first)
)

// DefaultOpponent fills the seats a create leaves out: the first is the
// learner, every other one this bot (docs/protocol.md).
const DefaultOpponent = "Random"

// vecConfig checks a create request and turns it into a VecConfig, with
// seats resolved by resolve.
func vecConfig(c *Create, resolve SeatResolver) (env.VecConfig, error) {
	vc, _, err := buildConfig(c, func(game, name string) (env.Seat, int64, error) {
		s, err := resolve(game, name)
		return s, 0, err
	})
	return vc, err
}

// buildConfig is vecConfig that also adds up the seats' extra memory over
// all matches. Each distinct name is resolved once.
func buildConfig(c *Create, resolve seatFunc) (vc env.VecConfig, extra int64, err error) {
	game, err := env.Lookup(c.Game)
	if err != nil {
		return vc, 0, errorf(ErrUnknownGame, "%v", err)
	}
	if c.NumEnvs < 1 || c.NumEnvs > maxNumEnvs {
		return vc, 0, errorf(ErrBadValue, "num_envs must be 1..%d, got %d", maxNumEnvs, c.NumEnvs)
	}
	if c.Workers < 0 || c.Workers > maxWorkers {
		return vc, 0, errorf(ErrBadValue, "workers must be 0..%d (0: one per core), got %d", maxWorkers, c.Workers)
	}
	if c.Seed < 0 {
		return vc, 0, errorf(ErrBadValue, "seed must be >= 0, got %d", c.Seed)
	}
	if c.First < 0 || c.First > maxFirst {
		return vc, 0, errorf(ErrBadValue, "first must be 0..%d, got %d", maxFirst, c.First)
	}
	// A mode no game offers is a bad value; one that only this game lacks
	// is refused with the rest of the config (bad_config, by env.NewVecEnv).
	mode := env.Mode(c.Mode)
	if mode == "" {
		mode = env.Units
	} else if all := env.AllModes(); !slices.Contains(all, mode) {
		return vc, 0, errorf(ErrBadValue, "mode %q: want one of %v", c.Mode, all)
	}
	cfg, err := gameConfig(game, c.Config)
	if err != nil {
		return vc, 0, err
	}
	vc = env.VecConfig{Game: c.Game, Config: cfg, Mode: mode, NumEnvs: c.NumEnvs, Workers: c.Workers, Seed: uint64(c.Seed),
		FirstIndex: c.First}
	if c.Reward != nil {
		vc.Reward = env.RewardConfig{Terminal: c.Reward.Terminal, Shaping: c.Reward.Shaping, Units: c.Reward.Units, Rounds: c.Reward.Rounds}
		if vc.Reward.Terminal == "" {
			vc.Reward.Terminal = env.DefaultReward.Terminal
		}
		if err := vc.Reward.Validate(); err != nil {
			return vc, 0, errorf(ErrBadValue, "%v", err)
		}
	}
	n := cfg.NumPlayers()
	sl := seatLists{game: c.Game, n: n, resolve: resolve, known: map[string]resolved{}}
	switch {
	case c.EnvSeats != nil:
		if len(c.EnvSeats) != c.NumEnvs {
			return vc, 0, errorf(ErrBadSeat, "env_seats has %d lists for %d envs", len(c.EnvSeats), c.NumEnvs)
		}
		all := make([][]env.Seat, c.NumEnvs)
		for i, names := range c.EnvSeats {
			var x int64
			if all[i], x, err = sl.list(names); err != nil {
				return vc, 0, err
			}
			extra += x
		}
		vc.EnvSeats = func(i int) []env.Seat { return all[i] }
	default:
		names := c.Seats
		if names == nil {
			names = defaultSeats(n)
		}
		var x int64
		if vc.Seats, x, err = sl.list(names); err != nil {
			return vc, 0, err
		}
		extra = x * int64(c.NumEnvs)
	}
	return vc, extra, nil
}

// defaultSeats is one learner and n-1 DefaultOpponent bots.
func defaultSeats(n int) []string {
	names := []string{env.Learner.Name}
	for len(names) < n {
		names = append(names, DefaultOpponent)
	}
	return names
}

// seatLists resolves the seat lists of one create, each name once.
type seatLists struct {
	game    string
	n       int
	resolve seatFunc
	known   map[string]resolved
}

type resolved struct {
	seat  env.Seat
	extra int64
}

// list resolves n player names; "learner" is a learner seat.
func (sl *seatLists) list(names []string) ([]env.Seat, int64, error) {
	if len(names) != sl.n {
		return nil, 0, errorf(ErrBadSeat, "%s needs %d seats, got %d", sl.game, sl.n, len(names))
	}
	seats := make([]env.Seat, sl.n)
	var extra int64
	for i, name := range names {
		if len(name) > maxSeatName {
			return nil, 0, errorf(ErrBadSeat, "seat %d: a player name of %d bytes; at most %d", i, len(name), maxSeatName)
		}
		if name == env.Learner.Name {
			seats[i] = env.Learner
			continue
		}
		r, ok := sl.known[name]
		if !ok {
			s, x, err := sl.resolve(sl.game, name)
			if err != nil {
				return nil, 0, errorf(ErrBadSeat, "seat %d: %v", i, err)
			}
			r = resolved{s, x}
			sl.known[name] = r
		}
		seats[i] = r.seat
		extra += r.extra
	}
	return seats, extra, nil
}

// gameConfig reads the config field: nil (the default .cnf), a .cnf text,
// or overrides of the default's settings by name.
func gameConfig(game *env.Game, c any) (env.Config, error) {
	var (
		cfg env.Config
		err error
	)
	switch v := c.(type) {
	case nil:
		cfg, err = game.Default()
	case string:
		if len(v) > maxCnfText {
			return nil, cnfTooLong(len(v))
		}
		cfg, err = game.ParseConfig("config", []byte(v))
	case []byte:
		if len(v) > maxCnfText {
			return nil, cnfTooLong(len(v))
		}
		cfg, err = game.ParseConfig("config", v)
	case map[string]any:
		if len(v) > maxOverrides {
			return nil, errorf(ErrBadConfig, "config overrides %d settings; a game has fewer than %d", len(v), maxOverrides)
		}
		var text []byte
		if text, err = override(game.DefaultConfig, v); err != nil {
			return nil, err
		}
		cfg, err = game.ParseConfig(game.Name+"/default.cnf+overrides", text)
	default:
		return nil, errorf(ErrBadConfig, "config is a .cnf text or a map of settings, got %T", c)
	}
	if err != nil {
		return nil, errorf(ErrBadConfig, "%v", err)
	}
	return cfg, nil
}

func cnfTooLong(n int) *Error {
	return errorf(ErrBadConfig, "the config text is %s, over the %s a .cnf may be", mib(int64(n)), mib(maxCnfText))
}

// override rewrites the lines of a .cnf whose first word is a setting name
// to that setting's new value. Every name must occur in the file.
func override(cnf []byte, settings map[string]any) ([]byte, error) {
	names := make([]string, 0, len(settings))
	for name := range settings {
		names = append(names, name)
	}
	sort.Strings(names)
	lines := bytes.Split(cnf, []byte("\n"))
	for _, name := range names {
		val, err := settingText(settings[name])
		if err != nil {
			return nil, errorf(ErrBadConfig, "setting %s: %v", name, err)
		}
		found := false
		for i, line := range lines {
			f := bytes.Fields(line)
			if len(f) > 0 && string(f[0]) == name {
				lines[i] = []byte(name + " " + val)
				found = true
				break
			}
		}
		if !found {
			return nil, errorf(ErrBadConfig, "no setting %q in the default .cnf", name)
		}
	}
	return bytes.Join(lines, []byte("\n")), nil
}

func settingText(v any) (string, error) {
	switch x := v.(type) {
	case int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint:
		return fmt.Sprint(x), nil
	case float32:
		return strconv.FormatFloat(float64(x), 'g', -1, 32), nil
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64), nil
	case string:
		if len(bytes.Fields([]byte(x))) != 1 {
			return "", fmt.Errorf("want one word, got %q", x)
		}
		return x, nil
	case bool:
		if x {
			return "1", nil
		}
		return "0", nil
	}
	return "", fmt.Errorf("want a number or a word, got %T", v)
}
