<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>플랫</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>매 핸드 1유닛</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>마틴게일</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>지면 두 배, 이기거나 두 배가 테이블 최대 베팅을 넘으면 1유닛으로 복귀</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>파롤리</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>이기면 두 배, 3연승 또는 패배 후 1유닛으로 복귀</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>달랑베르</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>지면 1유닛 더, 이기면 1유닛 덜 (1 아래로는 내려가지 않음)</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>연승 시 1, 3, 2, 6유닛, 패배 또는 네 번째 승리 후 1로 복귀</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>피보나치</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>지면 피보나치 수열에서 한 단계 위로, 이기면 두 단계 아래로</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>라부셰르</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>줄의 첫 수와 끝 수를 합해 베팅; 이기면 두 수를 지우고, 지면 베팅액을 끝에 추가; 줄을 다 지우면 다시 시작</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>직전 승자 따라가기</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>직전 승부에서 이긴 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>직전 승자 반대로 베팅</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>직전 승부에서 진 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>중국점 따라가기</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>중국점의 마지막 색을 반복하게 될 쪽에 1유닛</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>패턴 규칙</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>최근 결과와 패턴이 맞는 첫 번째 규칙대로 베팅</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>중국점 1군</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>중국점 2군</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>중국점 3군</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>베팅 횟수</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>총 베팅액</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>순손익</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>베팅 1유닛당 순손익</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>기대 순손익</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>베팅 1유닛당 기대값</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1 (하우스 엣지)</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>표준 오차</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>파산한 슈</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>슈 하나의 순손익</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>중앙값 %1, 5%–95% %2 ~ %3; 이익으로 끝난 슈 %4</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>베팅 시스템 백테스트 — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>모의 슈</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>표시된 슈</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>라이브러리 전체</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>베팅</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>중국점</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>첫 베팅 (유닛)</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>테이블 최대 베팅</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>슈당 자금</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>덱 수</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>차트를 PNG로 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>자금 곡선</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>슈별 결과</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>시스템과 대상을 고른 뒤 실행하세요.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>표시된 슈가 없습니다: 슈를 열거나 모의 슈로 실행하세요.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%1덱 모의 슈 %Ln개, 시드 %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>라이브러리 %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>백테스트 실패: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>차트 내보내기</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>연속 길이: 실제와 기대</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>연속 길이</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>연속 수</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>뱅커 실제</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>뱅커 기대</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>플레이어 실제</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>플레이어 기대</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>슈 전체의 뱅커 빼기 플레이어</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>뱅커 − 플레이어</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 범위</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>기대</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>이 슈</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>남은 카드로 본 하우스 엣지</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>하우스 엣지 (%)</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2%p)</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>슈별 순손익 추이 (처음 슈들)</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>순손익 (유닛)</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>전체 슈의 슈별 순손익</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>슈 하나의 순손익 (유닛)</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>기대 평균</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>트루 카운트별 베팅 엣지 (플레이어 기준; 0보다 크면 플레이어 우위)</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>핸드 전 트루 카운트 (러닝 카운트 ÷ 남은 덱 수; 양 끝은 그 너머를 모두 포함)</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>베팅 1유닛당 플레이어 엣지 (%; 0보다 크면 플레이어 우위)</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>남은 카드로 계산한 정확한 엣지, 95% 범위</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>트루 카운트별 베팅 엣지: %1에 대한 정확한 계산</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>유닛당 실제 수익, 이번 실행의 모든 핸드, 95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>새 슈 기준: %1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>카운트가 %1부터 베팅</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>러닝 카운트 초과</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>러닝 카운트 이상</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>트루 카운트 이상</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>나만의 카운트</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>한 핸드 더</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>즉시 중단</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>%1의 태그</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>%1이(가) 나올 때마다 카운트에 더하는 값</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>핸드마다 남은 카드로 베팅의 정확한 엣지를 계산하는 슈 (카운팅보다 느림): 차트의 트루 카운트별 정확한 엣지와, 엣지가 플레이어에게 유리할 때마다 베팅하는 완벽한 플레이의 상한</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>카운트</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>사이드 베팅</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>태그</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작값</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>베팅 조건</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>기준값</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>베팅액 (유닛)</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>덱 수</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>컷 카드 뒤 카드 수</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>컷 카드가 나오면</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>슈 수</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>자금 (유닛)</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>프로세스 수</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>정확한 엣지 슈 수</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Stephen How의 언밸런스 드래곤 7 카운트</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>8덱은 -32에서 시작, 공개된 번 카드를 포함해 나온 카드를 모두 세고, 러닝 카운트가 0보다 크면 베팅 (글 본문은 &gt; 0; 표 제목은 &gt;= 0이며 그러면 슈당 6.8번이 아니라 8.4번 베팅); 컷 카드가 나온 핸드로 슈가 끝남 (그의 판다 8 글의 슈당 베팅 수와 같음)</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Stephen How의 간소화 판다 8 보조 카운트</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>0에서 시작해 카운트가 +35가 되면 베팅; 컷 카드 뒤 16장에서 슈당 약 2번 베팅으로 고정 베팅액의 약 +9.0%로 발표됨</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Stephen How의 2인 판다 8 보조 카운트</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>보조 카운트의 러닝 카운트를 드래곤 7 러닝 카운트에 더하고 (둘 다 0에서 시작), 합이 +35 이상이면 판다 8에 베팅</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 여기의 어떤 것도 뱅커나 플레이어 결과를 예측하지 않습니다: %3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>슈당 딴 유닛</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 SE (95%: %3 ~ %4)</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>슈당 베팅 수</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>베팅당 수익</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1유닛</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>슈 하나의 결과</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>표준편차 %1; 5% %2, 25% %3, 중앙값 %4, 75% %5, 95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>이익으로 끝난 슈</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>파산 위험</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>%2유닛 기준 %1, 언젠가라도 (추정)</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>이 슈들에서 이 카운트는 한 번도 베팅하지 않았습니다: 조건이 한 번도 충족되지 않았습니다.</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>이 카운트는 이 슈들에서 이기지 못했습니다: 플레이어에게 유리하지 않은 베팅에서는 매번 하우스가 엣지를 유지합니다.</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>수익은 변동에 비해 작습니다: 슈당 %1유닛인데 한 슈의 변동은 %2유닛; 기대 수익이 합계의 표준편차 하나와 같아지려면 약 %3슈가 걸리고, 이익으로 끝나는 슈는 %4뿐입니다.</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1: 정확한 엣지가 플레이어에게 유리할 때마다</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1: 태그 %2; 시작 %3; 베팅 조건 %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln덱</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>한 핸드 더</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>즉시 중단</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1, 컷 카드 뒤 %2장 (컷 카드가 나오면 %3), %4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>번 카드 있음</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>번 카드 없음</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>이 프로세스</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>로컬 프로세스 %Ln개</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1. %2, 시드 %3, %4에서 실행.</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1: 슈당 약 %3번 베팅으로 슈당 약 %2유닛으로 발표됨.</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>완벽한 플레이, 즉 상한 (남은 카드로 본 정확한 엣지가 플레이어에게 유리할 때마다 베팅), 다른 슈 %1개 기준:</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>카운팅 실험실: 사이드 베팅 카운트 — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>차트를 PNG로 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>수치를 CSV로 내보내기(&amp;V)…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>트루 카운트별 엣지</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>슈별 결과</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>발표된 카운트를 고르거나 직접 편집한 뒤 실행하세요: 슈를 딜하고, 나온 카드를 모두 세며, 카운트가 조건을 충족하면 사이드 베팅을 합니다.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>딜하고 세는 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>카운트 실패: %1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>취소했습니다: 실행이 끝나기 전에 중단되어 아무것도 표시하지 않습니다.</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>카운트는 %1일 때 베팅 (러닝 카운트라서 이 축 위의 위치가 아님)</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>이번 실행의 평균</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>수치 내보내기</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>P페어</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>B페어</translation>
    </message>
    <message>
        <source>N</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>남은 카드</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>승자</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>플레이어 카드</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>뱅커 카드</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>페어</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>과거의 결과로 앞으로의 핸드를 예측할 수 없습니다.</translation>
    </message>
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>과거의 결과로 앞으로의 핸드를 예측할 수 없습니다: 출목표가 무엇을 보여 주든, 모든 핸드는 남은 카드에서 딜됩니다.</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>어떤 베팅 시스템도 베팅 1유닛당 기대 손실을 바꾸지 못합니다: 시스템이 무엇이든 기대 손실은 하우스 엣지 × 총 베팅액입니다.</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>카지노는 사이드 베팅 카운터를 지켜봅니다: 사이드 베팅 한도를 낮추고, 컷 카드를 앞당기거나 일찍 셔플하며, 카운트가 높을 때만 베팅하는 플레이어를 출입 금지할 수 있습니다.</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>카운팅이 이기는 이유는 이미 딜된 카드가 남은 카드의 확률을 바꾸기 때문일 뿐입니다; 누가 이겼는지 적은 출목표는 그렇지 않습니다.</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>남은 카드에 따라 크게 움직이는 것은 사이드 베팅뿐입니다: 뱅커와 플레이어의 엣지는 거의 움직이지 않습니다.</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>카운팅의 수익은 변동에 비해 작습니다: 사이드 베팅이 플레이어에게 유리해지더라도 1유닛의 평균 수익은 핸드마다 결과가 흔들리는 폭(표준편차)의 작은 부분이고, 한 슈에 그런 베팅 기회는 적습니다.</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>뱅커(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>플레이어(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>타이(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>플레이어 페어 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>뱅커 페어 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>내추럴 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>다음 핸드를 뱅커 승으로 기록 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>다음 핸드를 플레이어 승으로 기록 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>다음 핸드를 타이로 기록 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>다음에 기록할 핸드 표시 (%1); 기록 후 해제</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록, C로 카드 입력 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 마감됨: 슈 → 다시 열기로 더 기록, Ctrl+N으로 새 슈</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1 (%2): Ctrl+N으로 테이블에서 기록할 슈 시작</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>Ctrl+N을 눌러 테이블에서 새 슈 기록 시작</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>슈(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>테이블(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>분석(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>연습(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>이 탭의 테이블 보기: 기록 키가 여기에 기록</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>슈 파일 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>핸드 CSV, 비드 문자열, 슈 JSON 파일을 라이브러리에 저장</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>샘플 슈 가져오기(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>라이브 테이블의 실제 슈와 tracker 시뮬레이터가 딜링한 슈</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>실제 슈 라이브러리 가져오기(5,824 슈)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>라이브 테이블 45개의 2025년 8월 9–12일 모든 슈: 397,048 핸드 (MIT 라이선스)</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>라이브러리 브라우저(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>모든 슈를 정렬·필터 가능한 표로; 선택한 슈를 검증, 내보내기, 삭제</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>표시된 슈 다시 보기(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>슈를 핸드별로 따라가기: 출목, 카드, 이유, 확률, 문제</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>검증 보고서(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>다시 보기가 라이브러리에서 찾은 모든 문제 (슈, 핸드, 파일 줄별)</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>출목표를 PNG로 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>표시된 슈의 출목표를 제목과 집계와 함께 그림으로 저장</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>출목표를 PDF로 내보내기(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>표시된 슈의 출목표를 A4 또는 Letter 용지로 저장 (가로)</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>출목표 인쇄(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>표시된 슈의 출목표 인쇄</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>테마, 색상, 새 슈의 기본값, 카드 입력, 라이브러리 위치</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>tracker 닫기</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>마지막 변경 취소</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>취소한 것을 다시 실행</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>뱅커 기록(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>다음 핸드를 뱅커 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>플레이어 기록(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>다음 핸드를 플레이어 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>타이 기록(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>다음 핸드를 타이로 기록</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>카드 입력(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>다음 핸드의 카드 입력 (7h kd / 3s kc 5d); Enter로 기록, Esc로 나가기</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>플레이어 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>다음에 기록할 핸드에 플레이어 페어</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>뱅커 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>다음에 기록할 핸드에 뱅커 페어</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>내추럴 표시</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>다음에 기록할 핸드는 내추럴</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>핸드 수정(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>핸드 표에서 고른 핸드 수정 (또는 더블클릭)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>핸드 끼워 넣기(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>핸드 표에서 고른 핸드 앞에 빠뜨린 핸드 넣기</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>핸드 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>핸드 표에서 고른 핸드 삭제 (Ctrl+Z로 취소)</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>테이블에서 새 슈(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>새 슈 기록 시작: 카지노, 테이블, 덱 수, 규칙</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>슈 정보(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>표시된 슈의 카지노, 테이블, 시작, 덱 수, 규칙, 메모 변경</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>이 슈 마감(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>슈를 마감으로 표시: 더 이상 핸드를 기록할 수 없음 (다시 열기로 취소)</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>이 슈 다시 열기(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>마감된 슈를 다시 열어 기록</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>이 슈 삭제(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>표시된 슈와 그 핸드를 라이브러리에서 삭제 (먼저 확인)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>슈 목록(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>슈 목록 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>핸드(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>핸드 표 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>통계(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>통계 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>슈 찾기</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>슈 목록 필터</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>슈 목록으로 이동(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>키 입력을 슈 목록으로 (Esc로 테이블로 돌아옴)</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>새 테이블(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>다른 테이블용 탭 (자체 슈와 실행 취소 기록)</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>테이블 탭 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>탭 닫기 (그 슈는 라이브러리에 그대로 남음)</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>온라인 테이블(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>1인 온라인 테이블에서 연습: 칩, 딜, 정확한 지급</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>카지노 5인 테이블(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>5인석 카지노 테이블에서 연습 (차례대로, 사람 또는 컴퓨터 플레이어)</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>단축키(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker의 모든 단축키</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>tracker 정보(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker는 무엇이고 무엇이 아닌지</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>통계(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>표시된 슈 또는 라이브러리 전체를 확률과 비교 (차트 포함)</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>베팅 시스템 백테스트(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>실제 또는 모의 슈에 시스템을 적용해 기대 손실과 비교</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>사이드 베팅 카운팅 실험실(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>모의 슈에서 사이드 베팅 카드 카운팅 실행: 이득, 변동, 위험</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>슈 없음</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>슈 목록</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}: {above}보다 큰 정수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}: {above}보다 큰 수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}: 정수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}: 수여야 합니다 ({given!r} 아님)</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>기준값</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>베팅액</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>자금</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>시드: 0부터 2**64 - 1까지의 정수여야 합니다 (비우면 무작위 시드), {given!r} 아님</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>테이블: {reason}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>모두 저장</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>예(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>모두 예(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>아니요(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>모두 아니요(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>중단</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>기본값 복원</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>육매</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>본매</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>중국점 1군</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>중국점 2군</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>중국점 3군</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>다음 핸드 미리 보기 (B? / P?): 다음에 각 중국점에 찍힐 표시. 지난 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>다음 핸드 미리 보기는 다음 핸드가 뱅커(B?) 또는 플레이어(P?)일 때 각 중국점(1군, 2군, 3군)에 찍힐 표시를 보여 줍니다. 이 슈의 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>시스템 설정대로</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>설정 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>밝은 창, 어두운 창, 또는 시스템 설정대로</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>창의 언어입니다. 저장하면 바로 바뀝니다</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>테이블에 카드 입력란 표시 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>정확한 확률을 위해 핸드마다 카드를 입력합니다. 끄면 B, P, T만으로 핸드를 기록합니다</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>새 슈의 덱 수</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>노커미션</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>새 슈의 뱅커 커미션</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 대 1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>새 슈에서 타이 배당</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>현재: %1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>다음 시작 때 열 라이브러리 파일(또는 postgresql:// 주소). 비우면 기본값(또는 --db / TRACKER_DB)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>라이브러리 파일 선택</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>테마(&amp;T):</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;새 슈의 기본값&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>덱 수(&amp;D):</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>커미션(&amp;M):</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>타이 배당(&amp;P):</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>라이브러리:</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>새 라이브러리 위치는 다음 시작 때 열립니다.</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>라이브러리 파일</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 라이브러리 (*.sqlite *.db);;모든 파일 (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Shoe</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>핸드: B · P · T</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>없음: 사이드 베팅만 단독으로 가능</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>메인 베팅 최소</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>사이드 베팅 이상의 메인 베팅, 그리고 최소</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>테이블과 다시 보기에 표시할 사이드 베팅</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>카지노가 사이드 베팅에 요구하는 메인 베팅: 수치는 이 크기로 뱅커와 플레이어 중 나은 쪽을 각 사이드 베팅에 더합니다</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 사이드 베팅</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>요구되는 최소 메인 베팅 (사이드 베팅 금액 단위)</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>필요한 메인 베팅:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>연속 두 번 승부가 난 슈가 없음</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>모든 승부를 한쪽이 이김</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>승자가 있는 핸드가 없음</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>다음 핸드의 정확한 확률에는 딜된 모든 카드가 필요합니다; 이 슈는 결과만 기록합니다.</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>기록 없음</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>타이 %Ln번</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>%1 제외, 승리 핸드에만 내추럴을 표시하는 슈에서 나옴 (내추럴 타이는 표시 안 함); 확률은 센 핸드 기준</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>내추럴 기록이 없는 %1 제외 (그중 %2은 승리 핸드에만 내추럴을 표시하는 슈에서 나옴); 확률은 센 핸드 기준</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>내추럴 기록이 없는 %1 제외; 확률은 센 핸드 기준</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>카이제곱: χ² = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>카이제곱: 검정 안 함, %1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>런: 실제 %1, 기대 %2, p = %3: %4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>런: 검정 안 함, %1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>1차 자기상관: r = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>1차 자기상관: 검정 안 함, %1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>최장 연속: 뱅커 %1, 플레이어 %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>; 이런 슈의 %2에서 우연히 %1 이상의 연속이 나옴</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>. 퐁당 %1 (기대 %2).</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>슈별 검정 (p &lt; %1): 런 검정 %3개 중 %2개, 카이제곱 %5개 중 %4개, 최장 연속 %7개 중 %6개; 우연만으로도 약 %8, %9, %10개가 표시됩니다.</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>실제</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 구간</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>확률</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>내추럴: %1.</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>기대</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>길이별 연속</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>(본매에 나타나는 대로)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 ~ %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>남은 카드로 본 하우스 엣지</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>(정확한 값; 음수면 플레이어에게 유리)</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>첫 핸드</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>다음 핸드</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>슈 전체</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>기대</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>선택한 슈가 없습니다.</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln덱</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>페어는 %2핸드 중 기록된 %1핸드 기준입니다.</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1, p = %2, %3.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>뱅커/플레이어/타이와 확률 비교: %1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>런 (타이 제외): 실제 %1, 확률상 기대 %2; z = %3, p = %4, %5.</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>런 검정: %1.</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>기록된 카드가 모두 이 슈에서 나올 수는 없습니다: %1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>지금은 남은 카드 때문에 메인 베팅 하나가 플레이어 쪽으로 기웁니다: 슈에 남은 카드를 정확히 계산한 결과이며 (드물게, 슈 끝 무렵에 생김), 과거 결과의 패턴이 아닙니다.</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>하우스가 두 메인 베팅 모두에서 엣지를 유지합니다.</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>, 남은 카드 %1장으로 정확히: 뱅커 %2, 플레이어 %3, 타이 %4 (새 슈: %5, %6, %7; 차이는 최대 %8%p).</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>현재 하우스 엣지: 뱅커 %1, 플레이어 %2 (새 슈: %3, %4). %5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>다음 핸드</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln슈</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln핸드</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>검정 안 함: %1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>검정하기에 핸드가 너무 적음</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>우연과 일치</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>우연치고는 드묾 (p &lt; %1); 슈가 충분히 많으면 일부 결과는 그렇게 나오며, 여전히 아무것도 예측하지 않음</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>뱅커</translation>
    </message>
    <message>
        <source>player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>플레이어 페어</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>뱅커 페어</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>노커미션 뱅커</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ 뱅커</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>드래곤 7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>판다 8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>슈퍼 6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>플레이어 드래곤 보너스</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>뱅커 드래곤 보너스</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>뱅커 승</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>플레이어 승</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>타이</translation>
    </message>
    <message>
        <source>too few decisions: %1 Banker/Player, the test needs at least %2</source>
        <translation>승부가 너무 적음: 뱅커/플레이어 %1번, 검정에는 최소 %2번 필요</translation>
    </message>
    <message>
        <source>too few hands: %1 %2 expected, the test needs at least %3 of each</source>
        <translation>핸드가 너무 적음: %2 기대 %1번, 검정에는 각각 최소 %3번 필요</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>통계 — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>선택한 슈 %Ln개</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>표시된 슈</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>라이브러리 전체</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>통계 대상</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>차트를 PNG로 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>연속</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>뱅커 − 플레이어</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>베팅별 엣지</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>표시된 슈가 없습니다: 슈를 열거나 라이브러리 전체를 고르세요.</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>라이브러리 전체</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>통계 실패: %1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>선택한 슈 %Ln개</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>아직 셀 핸드가 없습니다: 슈 파일을 가져오거나 (파일 › 가져오기) 슈를 기록하세요.</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>슈 하나에 대해 그립니다: 슈 하나를 표시하거나 고르세요</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>카드가 기록된 슈 하나에 대해 그립니다</translation>
    </message>
</context>
</TS>
