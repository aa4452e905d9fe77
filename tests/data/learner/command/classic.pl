# The classic search in Perl, reporting each write to the file sudoku-dfs names.
open(my $trace, '>>', $ENV{SUDOKU_DFS_TRACE}) or die "no trace file: $!";
my @b = split //, $ENV{SUDOKU_DFS_PUZZLE};
sub put { my ($i, $v) = @_; $b[$i] = $v; print $trace "w ", int($i / 9), " ", $i % 9, " $v ", (caller)[2], "\n" }
sub allowed {
    my ($r, $c, $d) = (int($_[0] / 9), $_[0] % 9, $_[1]);
    for my $k (0 .. 8) {
        return 0 if $b[9 * $r + $k] eq $d or $b[9 * $k + $c] eq $d
            or $b[9 * (3 * int($r / 3) + int($k / 3)) + 3 * int($c / 3) + $k % 3] eq $d;
    }
    return 1;
}
sub fill {
    my $i = shift;
    return 1 if $i == 81;
    return fill($i + 1) if $b[$i] ne '.';
    for my $d (1 .. 9) {
        next unless allowed($i, $d);
        put($i, $d);
        return 1 if fill($i + 1);
        put($i, '.');
    }
    return 0;
}
fill(0);
print $trace "board ", @b, "\nreturned\n";
