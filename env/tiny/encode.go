package tiny

import (
	"fmt"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// The planes, for relative players (0 = me): off the board, painted by me,
// painted by another, my unit, another's unit.
const (
	planeOff, planeMine, planeTheirs, planeMyUnit, planeTheirUnit = 0, 1, 2, 3, 4
	NumPlanes                                                     = 5
	CropSize                                                      = 3
	NumFeatures                                                   = 3 // row, column, round fraction
	NumGlobals                                                    = 5 // round fraction, the 4 score shares
)

// Encoder writes tiny's observations, masks and orders (env.Encoder).
type Encoder struct {
	spec  env.Spec
	mode  env.Mode
	cfg   *Config
	moves moves
	env.MoveCoder
}

// NewEncoder makes an encoder for a config and mode.
func NewEncoder(c *Config, mode env.Mode) (*Encoder, error) {
	e := &Encoder{mode: mode, cfg: c}
	e.spec = env.Spec{Game: "tiny", Mode: mode, Players: c.Players, Rounds: c.Rounds, Actions: NumActions,
		Names: grid.Names(dirs[:]...)}
	globals := "round fraction, score shares"
	switch mode {
	case env.Units:
		e.spec.Slots = c.Players * c.Units
		e.spec.Obs = env.UnitsObs(e.spec.Slots, NumPlanes, CropSize, NumFeatures, NumGlobals, "own unit", "row, column, round fraction", globals)
	case env.Board:
		e.spec.Slots = c.Rows * c.Cols
		e.spec.Obs = env.BoardObs(NumPlanes, c.Rows, c.Cols, NumGlobals, globals)
	default:
		return nil, fmt.Errorf("tiny: no %s mode", mode)
	}
	e.MoveCoder = env.NewMoveCoder(e.spec, e.seat)
	return e, nil
}

// Spec implements env.Encoder.
func (e *Encoder) Spec() *env.Spec { return &e.spec }

// cell writes cell p's planes at offset k of planes spaced by stride.
func (e *Encoder) cell(m *Match, me int, p grid.Pos, dst []uint8, k, stride int) {
	if !p.In(e.cfg.Rows, e.cfg.Cols) {
		dst[planeOff*stride+k] = 1
		return
	}
	c := m.index(p)
	if o := int(m.owner[c]); o == me {
		dst[planeMine*stride+k] = 1
	} else if o >= 0 {
		dst[planeTheirs*stride+k] = 1
	}
	if u := m.unitAt[c]; u >= 0 {
		plane := planeTheirUnit
		if m.units[u].player == me {
			plane = planeMyUnit
		}
		dst[plane*stride+k] = 1
	}
}

// Observe implements env.Encoder.
func (e *Encoder) Observe(em env.Match, me int, obs [][]byte) {
	m := em.(*Match)
	if e.mode == env.Board {
		clear(obs[0])
		n := e.cfg.Rows * e.cfg.Cols
		for c := 0; c < n; c++ {
			e.cell(m, me, grid.Pos{I: c / e.cfg.Cols, J: c % e.cfg.Cols}, obs[0], c, n)
		}
		e.globals(m, me, env.Float32s(obs[1]))
		return
	}
	crops, feats, mask, globals := env.ClearUnitsObs(obs)
	e.globals(m, me, globals)
	area := CropSize * CropSize
	for s, id := range e.seatOf(m, me).Own {
		u := m.units[id]
		mask[s] = 1
		grid.Crop(u.pos.I, u.pos.J, CropSize, func(i, j, k int) {
			e.cell(m, me, grid.Pos{I: i, J: j}, crops[s*NumPlanes*area:], k, area)
		})
		f := feats[s*NumFeatures:]
		f[0], f[1], f[2] = float32(u.pos.I)/float32(e.cfg.Rows), float32(u.pos.J)/float32(e.cfg.Cols), float32(m.round)/float32(e.cfg.Rounds)
	}
}

func (e *Encoder) globals(m *Match, me int, g []float32) {
	g[0] = float32(m.round) / float32(e.cfg.Rounds)
	env.ScoreShares(m, me, g[1:])
}

// moves is seat me's units, in ascending ids, for the encoder's
// env.MoveCoder (Mask, Decode, SlotUnits).
type moves struct{ env.OwnUnits[*Match] }

func (e *Encoder) seat(em env.Match, me int) env.UnitMoves { return e.seatOf(em.(*Match), me) }

func (e *Encoder) seatOf(m *Match, me int) *moves {
	e.moves.Point(m, me, len(m.units), func(id int) bool { return m.units[id].player == me })
	return &e.moves
}

func (mv *moves) Cell(id int) int        { return mv.M.index(mv.M.units[id].pos) }
func (mv *moves) CanMove(id, k int) bool { return mv.M.CanMove(mv.Me, id, k) }
