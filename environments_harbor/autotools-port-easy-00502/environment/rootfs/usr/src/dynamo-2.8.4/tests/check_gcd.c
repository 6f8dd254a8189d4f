#include <stdio.h>
#include <dynamo/dynamo.h>

static const long cases[][2] = {
    { -1220L, 4L },
    { -693L, 3L },
    { 29351L, 1L },
    { 418L, 2L },
    { -815L, 1L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = dynamo_gcd(cases[i][0]);
        if (got != cases[i][1]) {
            printf("dynamo_gcd(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
