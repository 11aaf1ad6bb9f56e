package madmax

import "fmt"

// BoardError is a board the original engine would abort on; At is the cell
// concerned (I = -1 when none is).
type BoardError struct {
	At  Pos
	Msg string
}

func (e *BoardError) Error() string {
	if e.At.I < 0 {
		return e.Msg
	}
	return fmt.Sprintf("cell (%d, %d): %s", e.At.I, e.At.J, e.Msg)
}

// newBoard finds the cities of a grid of kinds and city owners and indexes
// the board.
//
// Engine §4.2: "Scan the grid row-major. At each City cell not yet visited,
// start a new city. Its owner is the owner of that cell. Collect its cells
// with a recursive visit: the position must be on the board [...]; if it is
// already visited, stop. Mark it visited. If it is Desert, stop. Otherwise
// the cell must be a City of the same owner [...]. Then visit (i+1, j),
// (i−1, j), (i, j+1) and (i, j−1), in that order. [...] Their number must
// equal nb_cities."
func newBoard(rows, cols int, kinds []CellType, owner []int8, nbCities int) (*Board, error) {
	b := &Board{Rows: rows, Cols: cols, Kinds: kinds}
	visited := make([]bool, rows*cols)
	var city []Pos
	var err error
	var visit func(p Pos, o int8)
	visit = func(p Pos, o int8) {
		if err != nil {
			return
		}
		if !b.In(p) {
			err = &BoardError{p, "a city reaches the edge of the board"}
			return
		}
		k := b.Index(p)
		if visited[k] {
			return
		}
		visited[k] = true
		if kinds[k] == Desert {
			return
		}
		if kinds[k] != City || owner[k] != o {
			err = &BoardError{p, fmt.Sprintf("a city of team %d touches a cell that is neither Desert nor a City of the same team", o)}
			return
		}
		city = append(city, p)
		if p.I == 0 || p.J == 0 || p.I == rows-1 || p.J == cols-1 {
			err = &BoardError{p, "a city reaches the edge of the board"}
			return
		}
		visit(Pos{I: p.I + 1, J: p.J}, o)
		visit(Pos{I: p.I - 1, J: p.J}, o)
		visit(Pos{I: p.I, J: p.J + 1}, o)
		visit(Pos{I: p.I, J: p.J - 1}, o)
	}
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			k := i*cols + j
			if kinds[k] != City || visited[k] {
				continue
			}
			city = nil
			visit(Pos{I: i, J: j}, owner[k])
			if err != nil {
				return nil, err
			}
			b.Cities = append(b.Cities, city)
			b.CityOwner = append(b.CityOwner, int(owner[k]))
		}
	}
	if len(b.Cities) != nbCities {
		return nil, &BoardError{Pos{I: -1, J: -1}, fmt.Sprintf("the board has %d cities but nb_cities is %d", len(b.Cities), nbCities)}
	}
	b.index()
	return b, nil
}
