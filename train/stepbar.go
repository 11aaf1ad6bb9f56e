package train

import (
	"fmt"
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
)

// newStepBar is the progress bar of a training sitting that starts at step
// from of total. It counts this sitting's steps only: the bar's rate and
// time left divide what it counts by the time since it began, so a resumed
// run counting its earlier steps would claim millions of steps a second.
func newStepBar(w io.Writer, from, total int64) *progressbar.ProgressBar {
	desc := "training"
	if from > 0 {
		desc = fmt.Sprintf("training, resumed at step %d", from)
	}
	return progressbar.NewOptions64(max(total-from, 1),
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetItsString("steps"),
		progressbar.OptionThrottle(200*time.Millisecond), progressbar.OptionSetWidth(20),
		progressbar.OptionSetPredictTime(true))
}
