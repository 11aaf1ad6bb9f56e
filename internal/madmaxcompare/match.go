package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/edagym/edagym/internal/gzfile"
)

// Match is a Mad Max match file (../shared/rules/madmax-engine.md §7): the
// header, the board from the first state and every state.
type Match struct {
	Path  string
	Names []string
	Seed  int
	Set   map[string]int // the settings block (nb_rounds, warriors_health, ...)
	Rows  int
	Cols  int
	Kind  []byte // per cell: '.', 'R', 'C' (any city), 'W', 'S' or 'X'
	// CityOf is each cell's city (-1 if none); Cities lists each city's
	// cells (4-connected City cells, the engine's cities).
	CityOf []int
	Cities [][]int
	// States[0] is the initial state; States[r] the state after round r-1,
	// with the moves performed in that round.
	States []State
}

// State is one state block and the movements block before it.
type State struct {
	Round     int
	Moves     []Move
	Owner     []int // per city
	NumCities []int
	Score     []int
	Units     []Unit
}

// Unit is one unit line. For a car Food is its fuel.
type Unit struct {
	Car                     bool
	Team, I, J, Food, Water int
}

// Move is one performed move: unit and direction (0..7, engine §0).
type Move struct{ ID, Dir int }

// dirs are the offsets of directions 0..7 and letters the output's
// characters for them (engine §0).
var (
	dirs    = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	letters = "bwrxtylz"
)

// ReadFile reads a match file, gzipped or plain.
func ReadFile(path string) (*Match, error) {
	m, err := gzfile.Read(path, Read)
	if err != nil {
		return nil, err
	}
	m.Path = path
	return m, nil
}

// Read parses a match file.
func Read(r io.Reader) (*Match, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	line := 0
	next := func() (string, bool) {
		for sc.Scan() {
			line++
			if s := sc.Text(); s != "" {
				return s, true
			}
		}
		return "", false
	}
	bad := func(what string) error { return fmt.Errorf("line %d: %s", line, what) }
	m := &Match{Set: map[string]int{}}
	for {
		s, ok := next()
		if !ok {
			return nil, bad("no names line")
		}
		f := strings.Fields(s)
		if len(f) == 2 && f[0] == "Seed" {
			m.Seed, _ = strconv.Atoi(f[1])
		} else if len(f) == 2 {
			if v, err := strconv.Atoi(f[1]); err == nil {
				m.Set[f[0]] = v
			}
		} else if len(f) > 0 && f[0] == "names" {
			m.Names = f[1:]
			break
		}
	}
	m.Rows, m.Cols = m.Set["rows"], m.Set["cols"]
	n := 4 * (m.Set["nb_warriors"] + m.Set["nb_cars"])
	if m.Rows <= 0 || m.Cols <= 0 || n <= 0 || len(m.Names) != 4 {
		return nil, bad("bad settings or names")
	}
	var moves []Move
	for {
		s, ok := next()
		if !ok {
			break
		}
		if s == "movements" {
			moves = moves[:0:0]
			for {
				s, ok = next()
				if !ok {
					return nil, bad("movements block not closed")
				}
				if s == "-1" {
					break
				}
				id, d, _ := strings.Cut(s, " ")
				k, err := strconv.Atoi(id)
				x := strings.IndexByte(letters, d[0])
				if err != nil || len(d) != 1 || x < 0 {
					return nil, bad("bad move " + s)
				}
				moves = append(moves, Move{k, x})
			}
			continue
		}
		// A state block: the grid, then round, num_cities, total_score,
		// status and the unit lines.
		grid := make([]byte, 0, m.Rows*m.Cols)
		for i := 0; i < m.Rows; i++ {
			if i > 0 {
				if s, ok = next(); !ok {
					return nil, bad("grid cut short")
				}
			}
			if len(s) != m.Cols {
				return nil, bad("bad grid line")
			}
			grid = append(grid, s...)
		}
		st := State{Moves: moves}
		moves = nil
		for _, key := range []string{"round", "num_cities", "total_score", "status"} {
			s, _ = next()
			f := strings.Fields(s)
			if len(f) == 0 || f[0] != key {
				return nil, bad("want " + key)
			}
			vs := make([]int, len(f)-1)
			for x := range vs {
				vs[x], _ = strconv.Atoi(f[x+1])
			}
			switch key {
			case "round":
				st.Round = vs[0]
			case "num_cities":
				st.NumCities = vs
			case "total_score":
				st.Score = vs
			}
		}
		st.Units = make([]Unit, n)
		for id := range st.Units {
			s, _ = next()
			f := strings.Fields(s)
			if len(f) != 6 {
				return nil, bad("bad unit line")
			}
			var v [5]int
			for x := range v {
				v[x], _ = strconv.Atoi(f[x+1])
			}
			st.Units[id] = Unit{Car: f[0] == "c", Team: v[0], I: v[1], J: v[2], Food: v[3], Water: v[4]}
		}
		if m.Kind == nil {
			m.board(grid)
		}
		st.Owner = make([]int, len(m.Cities))
		for c, cells := range m.Cities {
			st.Owner[c] = int(grid[cells[0]] - '0')
		}
		m.States = append(m.States, st)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(m.States) < 2 {
		return nil, bad("fewer than two states")
	}
	return m, nil
}

// board records the cell kinds and finds the cities (4-connected City cells).
func (m *Match) board(grid []byte) {
	m.Kind = make([]byte, len(grid))
	m.CityOf = make([]int, len(grid))
	for k, c := range grid {
		m.Kind[k] = c
		if c >= '0' && c <= '9' {
			m.Kind[k] = 'C'
		}
		m.CityOf[k] = -1
	}
	for k := range grid {
		if m.Kind[k] != 'C' || m.CityOf[k] >= 0 {
			continue
		}
		c := len(m.Cities)
		stack, cells := []int{k}, []int(nil)
		m.CityOf[k] = c
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cells = append(cells, x)
			i, j := x/m.Cols, x%m.Cols
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				y := m.at(i+d[0], j+d[1])
				if y >= 0 && m.Kind[y] == 'C' && m.CityOf[y] < 0 {
					m.CityOf[y] = c
					stack = append(stack, y)
				}
			}
		}
		m.Cities = append(m.Cities, cells)
	}
}

// at is cell (i, j)'s index, -1 off the board.
func (m *Match) at(i, j int) int {
	if i < 0 || j < 0 || i >= m.Rows || j >= m.Cols {
		return -1
	}
	return i*m.Cols + j
}

// near reports whether a cell of kind k is among cell x's 8 neighbours.
func (m *Match) near(x int, k byte) bool {
	i, j := x/m.Cols, x%m.Cols
	for _, d := range dirs {
		if y := m.at(i+d[0], j+d[1]); y >= 0 && m.Kind[y] == k {
			return true
		}
	}
	return false
}

// cityDist is every cell's walking distance (8 directions over desert,
// road and city cells) to the nearest city, -1 where none is reachable.
func (m *Match) cityDist() []int {
	dist := make([]int, len(m.Kind))
	var q []int
	for k := range dist {
		dist[k] = -1
		if m.Kind[k] == 'C' {
			dist[k] = 0
			q = append(q, k)
		}
	}
	for x := 0; x < len(q); x++ {
		k := q[x]
		i, j := k/m.Cols, k%m.Cols
		for _, d := range dirs {
			y := m.at(i+d[0], j+d[1])
			if y >= 0 && dist[y] < 0 && bytes.IndexByte([]byte(".RC"), m.Kind[y]) >= 0 {
				dist[y] = dist[k] + 1
				q = append(q, y)
			}
		}
	}
	return dist
}

// Counters, per team and per round, summed over rounds into spans. Snapshot
// counters (prefix s) come from the state after the round; event counters
// (prefix e, l, g) from replaying the round's performed moves on the state
// before it.
const (
	sSeat           = iota // 1 per team per round: the denominator of rates
	sCities                // cities held
	sWarriors              // warriors owned
	sCars                  // cars owned
	sInCity                // warriors on a city cell
	sInOwnCity             // ... of a city the team owns
	sOnRoad                // warriors on a road
	sDistSum               // warriors' walking distance to the nearest city (sum)
	sDistN                 // warriors with a distance
	sNearWater             // warriors next to water
	sLowWater              // warriors with water <= 10
	sLowFood               // warriors with food <= 10
	sWater                 // warriors' water (sum)
	sFuel                  // cars' fuel (sum)
	sLowFuel               // cars with fuel < 20
	sNoFuel                // cars with fuel 0
	sCarDesert             // cars on desert
	sCarHuntSum            // cars' Chebyshev distance to the nearest rival warrior outside the cities (sum)
	sCarHuntN              // cars with such a warrior
	sNearStation           // cars next to a station
	eTurnW                 // own warriors on the team's turn (start of round)
	eIdleW                 // ... that performed no move
	eTurnCity              // own warriors on the team's turn standing in a city
	eIdleCity              // ... that performed no move
	eCarCan                // own cars that can move (start of round)
	eCarMoved              // ... that performed a move
	eAttack                // attacks started on a rival warrior (not both on city cells)
	eAttackCity            // ... on one standing in a city
	eAttackOpp             // own warriors on the team's turn next to a rival warrior they could attack (not both in a city)
	eAttackTook            // ... that attacked one
	eAttackOppWeak         // ... next to one an attack would capture (food or water <= damage)
	eAttackTookWeak        // ... that attacked one
	eThunderOpp            // own warriors on the team's turn in a city next to a rival warrior in the city
	eThunderTook           // ... that started a thunderdome
	eThunderOppAdv         // ... next to one with no more water than theirs
	eThunderTookAdv        // ... that started a thunderdome
	eAttackOwn             // attacks on an own warrior
	eAttacked              // own warriors attacked by a rival
	eThunder               // thunderdome fights started on a rival
	eThunderWon            // ... won
	eThunderOwn            // thunderdome fights started on an own warrior
	eDrainKill             // rival warriors captured by an attack
	eRunOver               // rival warriors run over by own cars
	eRunOwn                // own warriors run over by own cars
	eCrash                 // car-into-car moves started
	eRefuel                // cars refilled from 80 fuel or less
	eRefuelFrom            // ... their fuel before (sum)
	eWaterTrip             // warriors refilled with water from 30 or less
	eWaterFrom             // ... their water before (sum)
	eCityTaken             // cities taken
	eFuelGain              // fuel gained at stations
	lThirst                // warriors lost: water reached 0
	lThirstCity            // ... standing in a city
	lHunger                // ... food reached 0
	lRunOver               // ... run over by a rival car
	lThunder               // ... lost a thunderdome fight (either side)
	lDrained               // ... captured by an attack
	lSuicide               // ... moved into a car
	lOwnCar                // ... run over by an own car
	lCar                   // cars lost in crashes
	gWarriors              // warriors gained (any cause)
	gCars                  // cars gained
	nCounters
)

// Check counts what the replay could not explain: units whose capture it
// missed or invented, and survivors whose position, food or water differ
// from the file's next state (or moves it could not play). Guessed counts
// the thunderdome fights in which both fighters were captured that round
// (the loser is the guess that explains the round best).
type Check struct{ Units, Kills, Wrong, Guessed int }

// Replay computes the per-round counters of a match: out[r][t] for the
// round that produced state r (out[0] is state 0's snapshot only).
func Replay(m *Match, chk *Check) [][4][nCounters]float64 {
	out := make([][4][nCounters]float64, len(m.States))
	dist := m.cityDist()
	snapshot(m, &m.States[0], dist, &out[0])
	for r := 1; r < len(m.States); r++ {
		replayBest(m, &m.States[r-1], &m.States[r], &out[r], chk)
		snapshot(m, &m.States[r], dist, &out[r])
	}
	return out
}

func snapshot(m *Match, s *State, dist []int, c *[4][nCounters]float64) {
	for t := 0; t < 4; t++ {
		c[t][sSeat] = 1
		c[t][sCities] = float64(s.NumCities[t])
	}
	for _, u := range s.Units {
		x, c := m.at(u.I, u.J), &c[u.Team]
		if u.Car {
			c[sCars]++
			c[sFuel] += float64(u.Food)
			c[sLowFuel] += b2f(u.Food < 20)
			c[sNoFuel] += b2f(u.Food == 0)
			c[sCarDesert] += b2f(m.Kind[x] == '.')
			c[sNearStation] += b2f(m.near(x, 'S'))
			best := -1
			for _, v := range s.Units {
				if !v.Car && v.Team != u.Team && m.Kind[m.at(v.I, v.J)] != 'C' {
					if d := max(abs(v.I-u.I), abs(v.J-u.J)); best < 0 || d < best {
						best = d
					}
				}
			}
			if best >= 0 {
				c[sCarHuntSum] += float64(best)
				c[sCarHuntN]++
			}
			continue
		}
		c[sWarriors]++
		if city := m.CityOf[x]; city >= 0 {
			c[sInCity]++
			c[sInOwnCity] += b2f(s.Owner[city] == u.Team)
		}
		c[sOnRoad] += b2f(m.Kind[x] == 'R')
		if dist[x] >= 0 {
			c[sDistSum] += float64(dist[x])
			c[sDistN]++
		}
		c[sNearWater] += b2f(m.near(x, 'W'))
		c[sLowWater] += b2f(u.Water <= 10)
		c[sLowFood] += b2f(u.Food <= 10)
		c[sWater] += float64(u.Water)
	}
}

// replayBest replays a round, and if it made guesses that leave it wrong,
// replays it again with other guesses (up to 6 flipped), keeping the first
// that explains the next state, else the first.
func replayBest(m *Match, s, n *State, c *[4][nCounters]float64, chk *Check) {
	var best Check
	var bc [4][nCounters]float64
	guesses := 0
	for flip := uint(0); flip < 1<<6; flip++ {
		var k Check
		var t [4][nCounters]float64
		replayRound(m, s, n, &t, &k, flip)
		if flip == 0 || k.Kills+k.Wrong == 0 {
			best, bc = k, t
		}
		guesses = max(guesses, k.Guessed)
		if k.Kills+k.Wrong == 0 || flip+1 >= 1<<min(guesses, 6) {
			break
		}
	}
	chk.Units += best.Units
	chk.Kills += best.Kills
	chk.Wrong += best.Wrong
	chk.Guessed += best.Guessed
	for t := range c {
		for x := range c[t] {
			c[t][x] += bc[t][x]
		}
	}
}

// replayRound replays the moves performed in the round from s to n (engine
// §6.3-6.7) and counts what happened to whom. Captures are the units whose
// team changed; the thunderdome's loser, a draw of the engine's, is the one
// of the two that was captured; if both were, bit g of flip picks the
// attacker in the g-th such fight, the defender otherwise.
func replayRound(m *Match, s, n *State, c *[4][nCounters]float64, chk *Check, flip uint) {
	h, fuel, dmg := m.Set["warriors_health"], m.Set["cars_fuel"], m.Set["damage"]
	turn := s.Round % 4
	u := append([]Unit(nil), s.Units...)
	occ := make([]int, len(m.Kind))
	for k := range occ {
		occ[k] = -1
	}
	for id, v := range u {
		occ[m.at(v.I, v.J)] = id
	}
	s0 := append([]int(nil), occ...) // the cells' units at the start of the round
	for city, o := range n.Owner {
		if o != s.Owner[city] {
			c[o][eCityTaken]++
		}
	}
	canMove := func(v *Unit) bool {
		return v.Team == turn || v.Car && v.Food > 0 && m.Kind[m.at(v.I, v.J)] == 'R'
	}
	captured := func(id int) bool { return n.Units[id].Team != s.Units[id].Team }
	killed := make([]bool, len(u))
	kill := func(id int) {
		killed[id] = true
		occ[m.at(u[id].I, u[id].J)] = -1
	}
	moved := make([]bool, len(u))
	fought := make([]byte, len(u)) // 'a' attacked a rival, 't' started a thunderdome on one
	for _, mv := range n.Moves {
		x := &u[mv.ID]
		if killed[mv.ID] {
			chk.Wrong++
			continue
		}
		moved[mv.ID] = true
		a := x.Team
		i, j := x.I+dirs[mv.Dir][0], x.J+dirs[mv.Dir][1]
		p1, p2 := m.at(x.I, x.J), m.at(i, j)
		if p2 < 0 {
			chk.Wrong++
			continue
		}
		step := func() { occ[p1], occ[p2], x.I, x.J = -1, mv.ID, i, j }
		v := occ[p2]
		if v < 0 {
			step()
			continue
		}
		y := &u[v]
		b := y.Team
		switch {
		case x.Car && y.Car:
			c[a][eCrash]++
			c[a][lCar]++
			c[b][lCar]++
			kill(v)
			kill(mv.ID)
		case x.Car:
			if a == b {
				c[a][eRunOwn]++
				c[b][lOwnCar]++
			} else {
				c[a][eRunOver]++
				c[b][lRunOver]++
			}
			kill(v)
			step()
		case y.Car:
			c[a][lSuicide]++
			kill(mv.ID)
		case m.Kind[p1] == 'C' && m.Kind[p2] == 'C':
			if a == b {
				c[a][eThunderOwn]++
			} else {
				c[a][eThunder]++
				fought[mv.ID] = 't'
			}
			loser := v
			switch cv, cx := captured(v), captured(mv.ID); {
			case cx && !cv:
				loser = mv.ID
			case cx && cv:
				if flip>>chk.Guessed&1 != 0 {
					loser = mv.ID
				}
				chk.Guessed++
			case !cx && !cv:
				chk.Wrong++
			}
			if loser == v && a != b {
				c[a][eThunderWon]++
			}
			c[u[loser].Team][lThunder]++
			kill(loser)
		default:
			if a == b {
				c[a][eAttackOwn]++
			} else {
				c[a][eAttack]++
				c[a][eAttackCity] += b2f(m.Kind[p2] == 'C')
				c[b][eAttacked]++
				fought[mv.ID] = 'a'
			}
			f, w := min(y.Food, dmg), min(y.Water, dmg)
			y.Food -= f
			y.Water -= w
			x.Food = min(x.Food+f/2, h)
			x.Water = min(x.Water+w/2, h)
			if y.Food <= 0 || y.Water <= 0 {
				if a != b {
					c[a][eDrainKill]++
				}
				c[b][lDrained]++
				kill(v)
			}
		}
	}
	for id := range u {
		if x := &s.Units[id]; !x.Car && x.Team == turn {
			c[turn][eTurnW]++
			c[turn][eIdleW] += b2f(!moved[id])
			p1 := m.at(x.I, x.J)
			if m.Kind[p1] == 'C' {
				c[turn][eTurnCity]++
				c[turn][eIdleCity] += b2f(!moved[id])
			}
			var at, weak, th, adv bool
			for _, d := range dirs {
				p2 := m.at(x.I+d[0], x.J+d[1])
				if p2 < 0 || s0[p2] < 0 {
					continue
				}
				y := &s.Units[s0[p2]]
				if y.Car || y.Team == turn {
					continue
				}
				if m.Kind[p1] == 'C' && m.Kind[p2] == 'C' {
					th = true
					adv = adv || y.Water <= x.Water
				} else {
					at = true
					weak = weak || min(y.Food, y.Water) <= dmg
				}
			}
			c[turn][eAttackOpp] += b2f(at)
			c[turn][eAttackTook] += b2f(at && fought[id] == 'a')
			c[turn][eAttackOppWeak] += b2f(weak)
			c[turn][eAttackTookWeak] += b2f(weak && fought[id] == 'a')
			c[turn][eThunderOpp] += b2f(th)
			c[turn][eThunderTook] += b2f(th && fought[id] == 't')
			c[turn][eThunderOppAdv] += b2f(adv)
			c[turn][eThunderTookAdv] += b2f(adv && fought[id] == 't')
		}
		if s.Units[id].Car && canMove(&s.Units[id]) {
			c[s.Units[id].Team][eCarCan]++
			c[s.Units[id].Team][eCarMoved] += b2f(moved[id])
		}
	}
	// Upkeep (§6.4).
	for id := range u {
		x := &u[id]
		if killed[id] || !canMove(x) {
			continue
		}
		if x.Car {
			x.Food = max(x.Food-1, 0)
			continue
		}
		x.Food--
		x.Water--
		if x.Water == 0 {
			c[x.Team][lThirst]++
			c[x.Team][lThirstCity] += b2f(m.Kind[m.at(x.I, x.J)] == 'C')
			kill(id)
		} else if x.Food == 0 {
			c[x.Team][lHunger]++
			kill(id)
		}
	}
	// Refills (§6.7), then the check against the file's next state.
	for id := range u {
		x := &u[id]
		if killed[id] {
			continue
		}
		k := m.at(x.I, x.J)
		if !x.Car && x.Team == turn {
			if m.Kind[k] == 'C' {
				x.Food = h
			}
			if m.near(k, 'W') {
				if x.Water <= h-10 {
					c[x.Team][eWaterTrip]++
					c[x.Team][eWaterFrom] += float64(x.Water)
				}
				x.Water = h
			}
		}
		if x.Car && canMove(x) && m.near(k, 'S') {
			if x.Food <= fuel-20 {
				c[x.Team][eRefuel]++
				c[x.Team][eRefuelFrom] += float64(x.Food)
			}
			c[x.Team][eFuelGain] += float64(fuel - x.Food)
			x.Food = fuel
		}
	}
	for id := range u {
		chk.Units++
		if killed[id] != captured(id) {
			chk.Kills++
		}
		if captured(id) {
			if u[id].Car {
				c[n.Units[id].Team][gCars]++
			} else {
				c[n.Units[id].Team][gWarriors]++
			}
		} else if !killed[id] && u[id] != n.Units[id] {
			chk.Wrong++
		}
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
