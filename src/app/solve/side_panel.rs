//! Which side panel the solve screen shows beside the grid: a name for
//! each, in the order Tab cycles through them. The view draws each one
//! (`ui::side` holds one entry per panel, in this order).

/// One side panel of the solve screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SidePanel {
    /// The stack of choices, deepest last.
    #[default]
    Stack,
    /// The path from the root to the current choice, with what each level
    /// has left to try.
    Path,
    /// The row, column and box tables for the cell the search is at.
    Tables,
    /// The code listing, with the line the search is at.
    Code,
    /// The event log.
    Log,
    /// What the screen's symbols and words mean.
    Legend,
}

impl SidePanel {
    /// Every panel, in the order Tab cycles through them.
    pub const ALL: [SidePanel; 6] = [
        SidePanel::Stack,
        SidePanel::Path,
        SidePanel::Tables,
        SidePanel::Code,
        SidePanel::Log,
        SidePanel::Legend,
    ];

    /// The panel after this one (after the last: the first).
    pub fn next(self) -> SidePanel {
        SidePanel::ALL[(self.index() + 1) % SidePanel::ALL.len()]
    }

    /// Its place in [`SidePanel::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::SidePanel;

    #[test]
    fn tab_order_is_the_order_of_all_and_comes_back() {
        for (i, panel) in SidePanel::ALL.into_iter().enumerate() {
            assert_eq!(panel.index(), i);
        }
        let mut panel = SidePanel::default();
        let mut seen = vec![panel];
        for _ in 0..SidePanel::ALL.len() {
            panel = panel.next();
            seen.push(panel);
        }
        assert_eq!(seen[..6], SidePanel::ALL);
        assert_eq!(seen[6], SidePanel::Stack);
    }
}
