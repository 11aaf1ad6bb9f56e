package cxx

import (
	"os"
	"path/filepath"
)

// WriteHeaders writes a game's player API, the headers its players
// include and the runner's own (cxx/common and cxx/<game>/api, one folder),
// into dir: the export tests compile exported players against the same
// API as cxx: seats do, with their replay harness in place of the runner.
func WriteHeaders(g *Game, dir string) error {
	files, err := apiFiles(g)
	if err != nil {
		return err
	}
	return writeFiles(dir, files)
}

func writeFiles(dir string, files []apiFile) error {
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.name), f.data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
