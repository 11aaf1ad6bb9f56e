package env

import (
	"fmt"
	"unsafe"
)

// DType is a tensor's element type; the names are numpy's.
type DType string

// The element types edagym uses.
const (
	Uint8   DType = "uint8"
	Int32   DType = "int32"
	Float32 DType = "float32"
)

// Size is the element size in bytes.
func (d DType) Size() int {
	switch d {
	case Uint8:
		return 1
	case Int32, Float32:
		return 4
	}
	panic("env: unknown dtype " + string(d))
}

// TensorSpec names a tensor and gives its element type and shape (for one agent).
type TensorSpec struct {
	Name  string `msgpack:"name"`
	DType DType  `msgpack:"dtype"`
	Shape []int  `msgpack:"shape"`
	Doc   string `msgpack:"doc,omitempty"`
}

// Elems is the number of elements.
func (t TensorSpec) Elems() int {
	n := 1
	for _, s := range t.Shape {
		n *= s
	}
	return n
}

// Bytes is the size in bytes.
func (t TensorSpec) Bytes() int { return t.Elems() * t.DType.Size() }

// Mode is an observation and action layout.
type Mode string

// The modes.
const (
	// Board: planes [C,H,W] over the whole board and one action per cell (GridNet).
	Board Mode = "board"
	// Units: one row per own unit slot, padded to U_max: an egocentric crop
	// and scalar features, with one action per slot (shared-weight per-unit policies).
	Units Mode = "units"
	// Plan: units mode whose features add planning over the whole board
	// (shortest-path fields to objectives and enemies, a greedy assignment
	// of units to objectives, fight outcomes per move): richer observations,
	// several board searches per observation. Every game offers it; its
	// features are a scripted player's decisions, so a policy that reads
	// them learns from a teacher (docs/observations.md).
	Plan Mode = "plan"
	// Facts: units mode whose features add facts about the whole board
	// computed from the state alone — distances and shortest-path
	// directions to things, who holds what, fight outcomes per move — and
	// no scripted player's decision (no order, target, assignment or
	// errand): what a policy trained without a teacher reads.
	Facts Mode = "facts"
	// RoadPlan: Ork Island's plan mode with the plan the RoadStudent
	// plays (env/orkisland/plan.RoadStudentStyle: a step's health weighed
	// 28 times, so the fields follow the roads) instead of the Warlord's:
	// the same features, computed with a stronger teacher's weights, so
	// that its clone sees the roads it walks (docs/students.md).
	RoadPlan Mode = "roadplan"
	// Needs: Mad Max's facts mode with where a warrior is needed: the
	// walking distance to the nearest city its team's other warriors do
	// not hold strictly and its change each way, how many of them are
	// nearer that city, and how many it lacks (env/madmax/needs.go). Facts
	// of the state, no decision, as in facts mode.
	Needs Mode = "needs"
	// Raids: Mad Max's needs mode with how exposed each warrior is to the
	// rival warriors around it, staying or moving each way: how many stand
	// beside the cell, and how much of its food or water their attacks
	// would drain (env/madmax/raids.go). Facts of the state, no decision.
	Raids Mode = "raids"
	// Thirst: Mad Max's raids mode, the same observation, with a warrior's
	// progress credit following its water or food when it runs short
	// (env/madmax/thirst.go). Only the training credit differs.
	Thirst Mode = "thirst"
	// Wary: Mad Max's thirst mode, the same observation, with a warrior's
	// progress credit also charging the danger a step walks into outside
	// the cities, as the Immortan prices it (env/madmax/wary.go). Only the
	// training credit differs.
	Wary Mode = "wary"
	// RaidPlan: Mad Max's plan mode with the plan the Furiosa plays
	// (env/madmax.FuriosaStyle: its warriors raid the rival warriors they
	// outlast) instead of the Immortan's: the same features, computed with
	// a stronger teacher's knobs.
	RaidPlan Mode = "raidplan"
	// HarryPlan: Dominator's plan mode with the plan the Harrier plays
	// (env/dominator.HarrierStyle: its witches go where most rival units
	// are) instead of the Overlord's: the same features, computed with a
	// stronger teacher's knobs.
	HarryPlan Mode = "harryplan"
	// LatePlan: Moria's plan mode with the plan Thorin plays
	// (env/moria.ThorinStyle: Durin's directions, its dwarves' steps
	// beside an enemy dwarf given last) instead of Durin's: the same
	// features, the orders given in Thorin's sequence.
	LatePlan Mode = "lateplan"
)

// PerUnit tells whether a mode has one row per own unit (every mode but board).
func (m Mode) PerUnit() bool {
	return m == Units || m == Plan || m == Facts || m == RoadPlan || m == Needs || m == Raids || m == Thirst || m == Wary || m == RaidPlan || m == HarryPlan || m == LatePlan
}

// Spec is what a learner sees and does in one game and mode, per agent.
type Spec struct {
	Game    string       `msgpack:"game"`
	Mode    Mode         `msgpack:"mode"`
	Players int          `msgpack:"players"`
	Rounds  int          `msgpack:"rounds"`
	Obs     []TensorSpec `msgpack:"obs"` // the observation tensors, in order
	// Slots is the number of action slots (U_max units, or H·W cells) and
	// Actions the number of discrete actions each slot chooses from.
	Slots   int      `msgpack:"slots"`
	Actions int      `msgpack:"actions"`
	Names   []string `msgpack:"action_names"` // what each action means, e.g. "bottom"
}

// MaskSpec is the action mask: [Slots, Actions] uint8, 1 where allowed.
func (s *Spec) MaskSpec() TensorSpec {
	return TensorSpec{Name: "action_mask", DType: Uint8, Shape: []int{s.Slots, s.Actions}}
}

// ActionSpec is the action tensor: [Slots] int32.
func (s *Spec) ActionSpec() TensorSpec {
	return TensorSpec{Name: "actions", DType: Int32, Shape: []int{s.Slots}}
}

// ObsIndex finds an observation tensor by name.
func (s *Spec) ObsIndex(name string) (int, error) {
	for i, t := range s.Obs {
		if t.Name == name {
			return i, nil
		}
	}
	return -1, fmt.Errorf("%s %s mode has no observation %q", s.Game, s.Mode, name)
}

// Float32s views a byte buffer as float32s (native order; little-endian on
// every machine edagym runs on). The buffer must be 4-byte aligned, which
// Go's allocator guarantees for the buffers made by NewBuffers.
func Float32s(b []byte) []float32 {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Slice((*float32)(unsafe.Pointer(&b[0])), len(b)/4)
}

// NewObs makes one agent's observation buffers, aligned as the VecEnv's
// (env.Float32s views need 4 bytes).
func (s *Spec) NewObs() [][]byte {
	obs := make([][]byte, len(s.Obs))
	for k, t := range s.Obs {
		obs[k] = newAligned(t.Bytes())
	}
	return obs
}

// newAligned makes an 8-byte-aligned byte buffer.
func newAligned(n int) []byte {
	words := make([]uint64, (n+7)/8)
	if len(words) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), n)
}

// The units-mode observation tensors, by name: every game's units mode has
// exactly these four, and per-unit policies rely on them.
const (
	CropsTensor    = "crops"     // uint8 [slots, planes, k, k]: the square around each unit
	FeaturesTensor = "features"  // float32 [slots, F]: each unit's scalar features
	UnitMaskTensor = "unit_mask" // uint8 [slots]: 1 where the slot holds a unit
	// GlobalsTensor is float32 [G]: the match as a whole from my seat
	// (round, score shares, what each player holds). Board mode has it too.
	// Critics read it: a value that sees only team-level quantities cannot
	// be raised by moving units about, only by gaining what the score counts.
	GlobalsTensor = "globals"
)

// ProgressTensor is an optional per-unit tensor, float32 [slots, actions]:
// per unit and action, how much closer (negative) or farther the action
// takes the unit to its objectives, as its game measures it. It is not an
// input of the network; a trainer may credit each unit with its own
// progress (train's progress shaping), which the team's reward cannot.
const ProgressTensor = "progress"

// ProgressSpec is the progress tensor's spec for a per-unit mode.
func ProgressSpec(slots, actions int, doc string) TensorSpec {
	return TensorSpec{Name: ProgressTensor, DType: Float32, Shape: []int{slots, actions}, Doc: doc}
}

// BoardObs is the board-mode observation layout: the planes over the whole
// rows×cols board, then the match's globals (globalsDoc lists them).
func BoardObs(planes, rows, cols, globals int, globalsDoc string) []TensorSpec {
	return []TensorSpec{
		{Name: "board", DType: Uint8, Shape: []int{planes, rows, cols}, Doc: "the planes over the whole board"},
		{Name: GlobalsTensor, DType: Float32, Shape: []int{globals}, Doc: globalsDoc},
	}
}

// UnitsObs is the units-mode observation layout: per slot, a crop of planes
// k×k around the unit, features scalars, and the unit mask; then the match's
// globals. unitDoc names the units ("own ork"), featuresDoc lists the
// features and globalsDoc the globals.
func UnitsObs(slots, planes, k, features, globals int, unitDoc, featuresDoc, globalsDoc string) []TensorSpec {
	return []TensorSpec{
		{Name: CropsTensor, DType: Uint8, Shape: []int{slots, planes, k, k},
			Doc: fmt.Sprintf("per %s (ascending ids), the planes of the %d×%d square around it", unitDoc, k, k)},
		{Name: FeaturesTensor, DType: Float32, Shape: []int{slots, features}, Doc: "per " + unitDoc + ": " + featuresDoc},
		{Name: UnitMaskTensor, DType: Uint8, Shape: []int{slots}, Doc: "1 where the slot holds a unit"},
		{Name: GlobalsTensor, DType: Float32, Shape: []int{globals}, Doc: globalsDoc},
	}
}

// ClearUnitsObs splits a units-mode observation (UnitsObs's layout) into its
// tensors and clears the crops, features and mask: an encoder then writes
// only the slots that hold units. The globals are left to be written whole.
// It clears the slots up to the last one the mask marks: an encoder writes
// a slot's crop and features only where it marks it, so the rows past it
// are still 0 in a buffer only encoders wrote (Spec.NewObs, then Observe),
// and Mad Max's 92 slots, most of them empty, cost no 200 KB clear a step.
func ClearUnitsObs(obs [][]byte) (crops []uint8, feats []float32, mask []uint8, globals []float32) {
	crops, feats, mask, globals = obs[0], Float32s(obs[1]), obs[2], Float32s(obs[3])
	n := len(mask)
	for n > 0 && mask[n-1] == 0 {
		n--
	}
	if slots := len(mask); slots > 0 {
		clear(crops[:n*(len(crops)/slots)])
		clear(feats[:n*(len(feats)/slots)])
	}
	clear(mask[:n])
	return crops, feats, mask, globals
}
