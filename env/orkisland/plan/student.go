package plan

// StudentStyle is the Student's (agents/orkisland/student.go): the
// Warlord's weights, but for the terrain, which weighs a step's health 14
// times (grass 18, forest 32, sand 46 against a city or path cell's 4 in
// the search), so orks walk the cities and paths as the course's best
// students' orks do ("cost_city 0, cost_path 0": they keep the health that
// wins fights). Against three Students (40 games, seeds 1..40), the same
// player with the Warlord's scale 4 is first in none (13.5% of the points),
// with scale 10 in 15% (22%), with 14 in 40% (31%, a fourth Student's
// figure), with 20 in 42.5% (32%); docs/students.md.
var StudentStyle = Style{TerrainScale: 14, TerrainCap: MaxTerrainCap, ThreatRadius: 0, HoldersRoam: true, HuntSlack: 20}

// RoadStudentStyle is the RoadStudent's (agents/orkisland/roadstudent.go):
// the Student's, with a step's health weighed 28 times and free orks
// hunting enemies up to 10 health stronger. Against three Students (200
// games, seeds 1..200, the player in seat g mod 4), the Student's own style
// is first in 22.5%; scale 24, 28 and 34 with slack 5, 10 or 15 in 35.5–40%
// (28 and 10: 40.0%, 0.318 of the points); scale 60 and up (the search's
// terrain cap) in 28–41% of 120 games.
var RoadStudentStyle = Style{TerrainScale: 28, TerrainCap: MaxTerrainCap, ThreatRadius: 0, HoldersRoam: true, HuntSlack: 10}
