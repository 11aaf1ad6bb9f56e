package train

import (
	"context"
	"sync"
)

// forGames calls play(g) for g in [0, games) on workers goroutines (at least
// one), handing out no new game once ctx is done; it returns ctx's error
// then. Callers write each game's result to its own slot, so results are in
// game order whatever the parallelism.
func forGames(ctx context.Context, games, workers int, play func(g int)) error {
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				play(g)
			}
		}()
	}
	for g := 0; g < games && ctx.Err() == nil; g++ {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	return ctx.Err()
}
