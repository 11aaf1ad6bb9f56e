package plan

// Style is what the Dummy and the Warlord play differently: the weights of
// the plan (TerrainScale, ThreatRadius) and of the orders the bots build
// from it (HoldersRoam, HuntSlack, read by agents/orkisland).
type Style struct {
	TerrainScale int  // search cost per point of health a step takes
	ThreatRadius int  // enemies this many steps from an object threaten it (0: on it)
	HoldersRoam  bool // holders attack enemies beside them off their object too
	HuntSlack    int  // free orks hunt an enemy when health > its health + dist/2 - slack
	// TerrainCap is the most terrain cost a step counts in the search
	// (after the scale): MaxTerrain when 0, at most MaxTerrainCap.
	TerrainCap int
}

// MaxTerrainCap is the largest TerrainCap a search's ring allows.
const MaxTerrainCap = ring - 1 - StepCost - max(HolderPenalty, EnemyPenalty)

// TerrainLimit is the most terrain cost a step counts in the search: the
// cap in force (the C++ export writes it as kMaxTerrain).
func (s *Style) TerrainLimit() int {
	if s.TerrainCap == 0 {
		return MaxTerrain
	}
	return min(s.TerrainCap, MaxTerrainCap)
}

// DummyStyle is the Dummy's (agents/orkisland/dummy.go).
var DummyStyle = Style{TerrainScale: 1, ThreatRadius: 3}

// WarlordStyle is the Dummy's plan with four weights changed, each measured
// against three Dummies (first places in 120 games, seeds 1..120):
//
//   - ThreatRadius 0: an object I hold needs guards only when an enemy
//     stands on it. The Dummy keeps guards whenever an enemy is within 3
//     steps, so passers-by tie down its orks; "in case of a tie, the
//     conqueror of the city (if any) does not change", so an empty object
//     stays mine, and the freed orks take more of the island (radius 3:
//     42%, 2: 52%, 1: 68%, 0: 93%);
//   - TerrainScale 4: a step costs its health 4 times over in the search, so
//     orks walk on cities and paths (cost 0) and keep the health that wins
//     fights ("If the health of A ... is strictly greater than the health
//     of B, then B dies"): 84% with scale 1, 93% with 4;
//   - HoldersRoam and HuntSlack 20: holders take every fight they win, and
//     free orks chase enemies up to 20 health stronger than the Dummy would:
//     98%.
//
// Plan mode's features (env/orkisland/routes.go) describe this plan.
var WarlordStyle = Style{TerrainScale: 4, ThreatRadius: 0, HoldersRoam: true, HuntSlack: 20}

// Side is a neighbour of a cell.
type Side uint8

// The sides, numbered as Ork Island numbers its moves.
const (
	Below Side = iota
	Right
	Above
	Left
)

// Routing is how a plan's searches price cells and break ties. The bots'
// searches and plan mode's were written apart and settled on different
// rules; both are now pinned bit for bit (the bots by their match files and
// the Warlord's results, the features by the C++ export, which mirrors
// FeatureRouting), so each keeps its own rather than one changing the other.
type Routing struct {
	// Order is the order a search relaxes a cell's neighbours in: on equal
	// distances the first to reach a cell labels it.
	Order [4]Side
	// Stable: sources with equal head starts keep their listing order and
	// orks at equal distances take objects in id order. Otherwise Go's
	// (deterministic, unstable) slices.SortFunc orders them.
	Stable bool
	// Detours: entering a cell costs HolderPenalty more where one of my
	// holders stands and EnemyPenalty more on or beside an enemy ork, so
	// walking orders go around them.
	Detours bool
	// SkipEnemyCells: an object's cell with an enemy ork on it is no
	// source (a bot fights it with an attack, not a walk). Cells with my
	// orks never are.
	SkipEnemyCells bool
	// FreeOnly: the caller reads the fields only around its free orks (the
	// bots; plan mode's features read them around every ork), so the first
	// assignment search and the enemy search stop once those are settled.
	FreeOnly bool
}

// BotRouting is the Dummy's and the Warlord's.
var BotRouting = Routing{Order: [4]Side{Above, Below, Left, Right}, Detours: true, SkipEnemyCells: true, FreeOnly: true}

// FeatureRouting is plan mode's (env/orkisland/routes.go) and the C++
// export's (export/orkisland/player.cc.tmpl).
var FeatureRouting = Routing{Order: [4]Side{Below, Right, Above, Left}, Stable: true}
