package orkisland

import "github.com/edagym/edagym/env/orkisland/plan"

// Planner is a plan.Plan fed from a match: the plan the Dummy, the Warlord
// (agents/orkisland) and plan mode's features (routes.go) share. The
// weights are the plan package's (plan.Style); this only reads the match.
type Planner struct {
	*plan.Plan
	board *Board
	mine  []bool     // per object: held by the player planned for
	orks  []plan.Ork // every ork of the round, by id
}

// NewPlanner makes a planner of the style that searches by routing.
func NewPlanner(style plan.Style, routing plan.Routing) *Planner {
	return &Planner{Plan: plan.New(style, routing)}
}

// Prepare sizes the plan for m's board, unless it is the last one's
// (Update calls it).
func (pl *Planner) Prepare(m *Match) {
	b := m.board
	if pl.board == b {
		return
	}
	pl.board = b
	pl.Reset(planIsland(m))
	pl.mine = make([]bool, len(b.Cities)+len(b.Paths))
	pl.orks = make([]plan.Ork, 0, len(m.units))
}

// Update computes the plan of player me on m (plan.Plan.Update).
func (pl *Planner) Update(m *Match, me int) {
	pl.Prepare(m)
	b := m.board
	for c, o := range m.cityOwner {
		pl.mine[c] = o == me
	}
	for q, o := range m.pathOwner {
		pl.mine[len(b.Cities)+q] = o == me
	}
	pl.orks = pl.orks[:0]
	for _, u := range m.units {
		pl.orks = append(pl.orks, plan.Ork{ID: u.ID, Player: u.Player, Cell: int32(b.Index(u.Pos))})
	}
	pl.Plan.Update(me, pl.mine, pl.orks)
}

// planIsland is m's board and scoring as the plan reads them.
func planIsland(m *Match) *plan.Island {
	b, cfg := m.board, m.cfg
	is := &plan.Island{
		Rows: b.Rows, Cols: b.Cols,
		Cost:      make([]int, len(b.Cells)),
		Objects:   make([][]int32, 0, len(b.Cities)+len(b.Paths)),
		NumCities: len(b.Cities),
		Ends:      make([][2]int, len(b.Paths)),
		Players:   cfg.Players,
		Units:     len(m.units),
		Factor:    cfg.Factor, BonusCity: cfg.BonusCity, BonusPath: cfg.BonusPath,
	}
	for c, t := range b.Cells {
		is.Cost[c] = -1
		if t != Water {
			is.Cost[c] = max(cfg.Cost[t], 0)
		}
	}
	cells := func(ps []Pos) []int32 {
		out := make([]int32, len(ps))
		for k, p := range ps {
			out[k] = int32(b.Index(p))
		}
		return out
	}
	for _, c := range b.Cities {
		is.Objects = append(is.Objects, cells(c))
	}
	for q, p := range b.Paths {
		is.Objects = append(is.Objects, cells(p.Cells))
		is.Ends[q] = [2]int{p.A, p.B}
	}
	return is
}
